// The system zlib (Debian: zlib1g-dev), found through pkg-config's "zlib": the PNG encoder's
// CRC-32 and Adler-32, and the tests' independent inflate.
#include <zlib.h>
