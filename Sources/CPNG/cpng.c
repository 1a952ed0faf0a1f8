#include "cpng.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

// What the error handler reports back: the first failure's status and message.
typedef struct cpng_report {
  int status;
  char message[CPNG_MESSAGE_CAPACITY];
} cpng_report;

struct cpng_decoder {
  cpng_report report;  // first member: the error handler's pointer is the decoder itself
  const uint8_t *data;
  size_t size;
  size_t offset;
  png_structp png;
  png_infop info;
  png_bytep *rows;
  uint32_t width;
  uint32_t height;
};

typedef struct cpng_writer {
  cpng_report report;  // first member, as above
  cpng_encoded *output;
} cpng_writer;

// Ancillary chunks the decoder skips unread: none changes the stored samples, and skipping
// them keeps compressed text and ICC profiles from being inflated at all.
static const png_byte ignored_chunks[] =
    "bKGD\0cHRM\0eXIf\0gAMA\0hIST\0iCCP\0iTXt\0oFFs\0pCAL\0pHYs\0sBIT\0sCAL\0sPLT\0sRGB\0sTER\0tEXt\0tIME\0zTXt";
static const int ignored_chunk_count = 18;

// The most memory one ancillary chunk may take while it is read (libpng's own default is 8 MB).
static const png_alloc_size_t chunk_memory_limit = 8u * 1024u * 1024u;

static void copy_message(cpng_report *report, const char *text) {
  strncpy(report->message, text, CPNG_MESSAGE_CAPACITY - 1);
  report->message[CPNG_MESSAGE_CAPACITY - 1] = '\0';
}

// libpng's error callback: keeps the first failure, then returns to the caller's setjmp.
static void on_error(png_structp png, png_const_charp text) {
  cpng_report *report = (cpng_report *)png_get_error_ptr(png);
  if (report->status == CPNG_OK) {
    report->status = CPNG_CORRUPT;
    copy_message(report, text);
  } else if (report->message[0] == '\0') {
    copy_message(report, text);
  }
  png_longjmp(png, 1);
}

// Warnings (a bad ancillary chunk's CRC, say) are not failures and must not reach stderr.
static void on_warning(png_structp png, png_const_charp text) {
  (void)png;
  (void)text;
}

static void fail(png_structp png, cpng_report *report, int status, const char *text) {
  if (report->status == CPNG_OK) {
    report->status = status;
    copy_message(report, text);
  }
  png_error(png, text);
}

// MARK: Decoding

static void read_data(png_structp png, png_bytep destination, size_t length) {
  cpng_decoder *decoder = (cpng_decoder *)png_get_io_ptr(png);
  if (length > decoder->size - decoder->offset) {
    fail(png, &decoder->report, CPNG_TRUNCATED, "the data ends before the PNG does");
  }
  memcpy(destination, decoder->data + decoder->offset, length);
  decoder->offset += length;
}

cpng_decoder *cpng_decoder_create(const uint8_t *data, size_t size) {
  cpng_decoder *decoder = calloc(1, sizeof(cpng_decoder));
  if (decoder == NULL) return NULL;
  decoder->data = data;
  decoder->size = data == NULL ? 0 : size;
  decoder->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, decoder, on_error, on_warning);
  if (decoder->png != NULL) decoder->info = png_create_info_struct(decoder->png);
  if (decoder->png == NULL || decoder->info == NULL) {
    cpng_decoder_destroy(decoder);
    return NULL;
  }
  png_set_read_fn(decoder->png, decoder, read_data);
  // The caller checks the size against its own limits after the header; libpng's default
  // limit (1,000,000 per side) would refuse first with a less useful message.
  png_set_user_limits(decoder->png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
  png_set_chunk_malloc_max(decoder->png, chunk_memory_limit);
  png_set_keep_unknown_chunks(decoder->png, PNG_HANDLE_CHUNK_NEVER, NULL, 0);
  png_set_keep_unknown_chunks(decoder->png, PNG_HANDLE_CHUNK_NEVER, ignored_chunks, ignored_chunk_count);
  return decoder;
}

int cpng_decoder_read_header(cpng_decoder *decoder, cpng_header *header) {
  // A wrong signature is reported as such; libpng's message says how it is wrong.
  size_t available = decoder->size < 8 ? decoder->size : 8;
  if (available > 0 && png_sig_cmp((png_const_bytep)decoder->data, 0, available) != 0) {
    decoder->report.status = CPNG_NOT_PNG;
  }
  if (setjmp(png_jmpbuf(decoder->png))) return decoder->report.status;
  png_read_info(decoder->png, decoder->info);
  png_uint_32 width = 0, height = 0;
  int bit_depth = 0, color_type = 0, interlace = 0;
  png_get_IHDR(decoder->png, decoder->info, &width, &height, &bit_depth, &color_type, &interlace, NULL,
               NULL);
  decoder->width = width;
  decoder->height = height;
  header->width = width;
  header->height = height;
  header->bit_depth = bit_depth;
  header->color_type = color_type;
  header->interlace_method = interlace;
  return CPNG_OK;
}

int cpng_decoder_read_rgba(cpng_decoder *decoder, uint8_t *pixels, size_t capacity) {
  png_structp png = decoder->png;
  png_infop info = decoder->info;
  if (setjmp(png_jmpbuf(png))) return decoder->report.status;
  if (decoder->width == 0 || capacity / 4 / decoder->width != decoder->height ||
      capacity % ((size_t)decoder->width * 4) != 0) {
    fail(png, &decoder->report, CPNG_UNSUPPORTED, "the pixel buffer does not match the image size");
  }
  // Every colour type and depth to 8-bit RGBA: palettes and grey below 8 bits expand, tRNS
  // becomes alpha, 16-bit samples scale to 8 bits with rounding, grey becomes RGB, and an
  // opaque alpha byte is added where there is none. No gamma or colour-space conversion.
  png_set_expand(png);
  png_set_scale_16(png);
  png_set_gray_to_rgb(png);
  png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
  png_set_interlace_handling(png);
  png_read_update_info(png, info);
  if (png_get_rowbytes(png, info) != (size_t)decoder->width * 4 || png_get_bit_depth(png, info) != 8) {
    fail(png, &decoder->report, CPNG_UNSUPPORTED, "libpng did not produce 8-bit RGBA rows");
  }
  decoder->rows = png_malloc(png, sizeof(png_bytep) * decoder->height);
  for (uint32_t row = 0; row < decoder->height; row++) {
    decoder->rows[row] = pixels + (size_t)row * decoder->width * 4;
  }
  png_read_image(png, decoder->rows);
  png_read_end(png, NULL);
  return CPNG_OK;
}

const char *cpng_decoder_message(const cpng_decoder *decoder) { return decoder->report.message; }

size_t cpng_decoder_offset(const cpng_decoder *decoder) { return decoder->offset; }

void cpng_decoder_destroy(cpng_decoder *decoder) {
  if (decoder == NULL) return;
  if (decoder->png != NULL) {
    if (decoder->rows != NULL) png_free(decoder->png, decoder->rows);
    png_destroy_read_struct(&decoder->png, decoder->info != NULL ? &decoder->info : NULL, NULL);
  }
  free(decoder);
}

// MARK: Encoding

static void write_data(png_structp png, png_bytep source, size_t length) {
  cpng_writer *writer = (cpng_writer *)png_get_io_ptr(png);
  cpng_encoded *output = writer->output;
  if (length > output->capacity - output->size) {
    size_t capacity = output->capacity < 65536 ? 65536 : output->capacity;
    while (capacity - output->size < length) {
      if (capacity > SIZE_MAX / 2) fail(png, &writer->report, CPNG_OUT_OF_MEMORY, "the PNG is too large");
      capacity *= 2;
    }
    uint8_t *grown = realloc(output->data, capacity);
    if (grown == NULL) fail(png, &writer->report, CPNG_OUT_OF_MEMORY, "out of memory while writing the PNG");
    output->data = grown;
    output->capacity = capacity;
  }
  memcpy(output->data + output->size, source, length);
  output->size += length;
}

static void flush_data(png_structp png) { (void)png; }

int cpng_encode(const uint8_t *pixels, uint32_t width, uint32_t height, int drop_alpha, int level,
                cpng_encoded *output, char *message, size_t message_capacity) {
  cpng_writer writer;
  memset(&writer, 0, sizeof writer);
  writer.output = output;
  output->data = NULL;
  output->size = 0;
  output->capacity = 0;
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &writer, on_error, on_warning);
  png_infop info = png == NULL ? NULL : png_create_info_struct(png);
  if (png == NULL || info == NULL) {
    png_destroy_write_struct(&png, NULL);
    if (message_capacity > 0) {
      strncpy(message, "out of memory while starting libpng", message_capacity - 1);
      message[message_capacity - 1] = '\0';
    }
    return CPNG_OUT_OF_MEMORY;
  }
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    cpng_free(output);
    if (message_capacity > 0) {
      strncpy(message, writer.report.message, message_capacity - 1);
      message[message_capacity - 1] = '\0';
    }
    return writer.report.status;
  }
  png_set_write_fn(png, &writer, write_data, flush_data);
  png_set_IHDR(png, info, width, height, 8, drop_alpha ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
               PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
  png_set_compression_level(png, level);
  png_set_compression_mem_level(png, 8);
  png_set_compression_window_bits(png, 15);
  png_set_compression_strategy(png, 0);  // Z_DEFAULT_STRATEGY
  png_write_info(png, info);
  if (drop_alpha) png_set_filler(png, 0, PNG_FILLER_AFTER);  // on write: skips the 4th byte
  for (uint32_t row = 0; row < height; row++) {
    png_write_row(png, pixels + (size_t)row * width * 4);
  }
  png_write_end(png, NULL);
  png_destroy_write_struct(&png, &info);
  if (message_capacity > 0) message[0] = '\0';
  return CPNG_OK;
}

void cpng_free(cpng_encoded *encoded) {
  free(encoded->data);
  encoded->data = NULL;
  encoded->size = 0;
  encoded->capacity = 0;
}
