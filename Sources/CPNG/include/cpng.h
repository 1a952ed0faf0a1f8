// CPNG: libpng's encoder and decoder behind plain status codes.
//
// libpng reports errors by longjmp to a setjmp point, which Swift cannot set. Every function
// here sets that point itself, turns an error into a status code and a message, and returns;
// nothing aborts. Only 8-bit RGBA memory buffers cross this boundary.

#ifndef CPNG_H
#define CPNG_H

#include <stddef.h>
#include <stdint.h>

/// The operation succeeded.
#define CPNG_OK 0
/// The data does not start with the PNG signature.
#define CPNG_NOT_PNG 1
/// The data ends before the PNG does.
#define CPNG_TRUNCATED 2
/// libpng rejected the data (bad chunk, CRC, IHDR, compressed stream ...); see the message.
#define CPNG_CORRUPT 3
/// Memory ran out.
#define CPNG_OUT_OF_MEMORY 4
/// libpng could not give the pixels as 8-bit RGBA (should not happen; see the message).
#define CPNG_UNSUPPORTED 5

/// The size of every message buffer, terminating zero included.
#define CPNG_MESSAGE_CAPACITY 256

/// The fields of a PNG's IHDR chunk.
typedef struct cpng_header {
  uint32_t width;
  uint32_t height;
  int bit_depth;
  int color_type;
  int interlace_method;
} cpng_header;

/// A decoder reading one PNG from memory. Make it with cpng_decoder_create, call
/// cpng_decoder_read_header, then (after checking the size) cpng_decoder_read_rgba, and always
/// release it with cpng_decoder_destroy.
typedef struct cpng_decoder cpng_decoder;

/// A decoder over `size` bytes at `data` (which must stay valid until it is destroyed), or NULL
/// when memory runs out.
cpng_decoder *cpng_decoder_create(const uint8_t *data, size_t size);

/// Reads the signature and every chunk up to the image data; fills `header`. Returns a status.
int cpng_decoder_read_header(cpng_decoder *decoder, cpng_header *header);

/// Decodes the image into `pixels` as straight 8-bit RGBA, width * 4 bytes per row, and checks
/// the chunks after the image data. `capacity` must be width * height * 4. Returns a status.
int cpng_decoder_read_rgba(cpng_decoder *decoder, uint8_t *pixels, size_t capacity);

/// The message of the last failure (empty after success).
const char *cpng_decoder_message(const cpng_decoder *decoder);

/// How many bytes of the data libpng had read when the last failure happened.
size_t cpng_decoder_offset(const cpng_decoder *decoder);

/// Releases the decoder and everything libpng allocated for it.
void cpng_decoder_destroy(cpng_decoder *decoder);

/// A PNG file made by cpng_encode, in memory allocated with malloc; free it with cpng_free.
typedef struct cpng_encoded {
  uint8_t *data;
  size_t size;
  size_t capacity;
} cpng_encoded;

/// Encodes straight 8-bit RGBA pixels (width * 4 bytes per row) as an 8-bit PNG: RGBA, or RGB
/// when `drop_alpha` is non-zero (the fourth byte of each pixel is skipped). Filter NONE, zlib
/// `level` (0-9) with the default strategy, no interlacing and no ancillary chunks. On success
/// `output` holds the file; on failure it is empty and `message` says why. Returns a status.
int cpng_encode(const uint8_t *pixels, uint32_t width, uint32_t height, int drop_alpha, int level,
                cpng_encoded *output, char *message, size_t message_capacity);

/// Frees the memory of an encoded file.
void cpng_free(cpng_encoded *encoded);

#endif
