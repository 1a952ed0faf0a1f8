// The system libpng (Debian: libpng-dev), found through pkg-config's "libpng".
#include <png.h>
