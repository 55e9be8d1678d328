#include "glass_png.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

static void copy_message(char *dst, const char *src) {
    strncpy(dst, src ? src : "unknown libpng error", GLASS_PNG_MESSAGE_SIZE - 1);
    dst[GLASS_PNG_MESSAGE_SIZE - 1] = 0;
}

// Decoding and encoding use libpng's full API. Its error handler long-jumps back into the C function
// that armed it; no Swift frame is ever between the two.

typedef struct {
    jmp_buf jump;
    char *message;
} error_state;

static void on_error(png_structp png, png_const_charp text) {
    error_state *state = (error_state *)png_get_error_ptr(png);
    copy_message(state->message, text);
    longjmp(state->jump, 1);
}

static void on_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

struct glass_png_decoder {
    png_structp png;
    png_infop info;
    const uint8_t *data;
    size_t size;
    size_t offset;
    error_state errors;
};

static void on_read(png_structp png, png_bytep out, png_size_t count) {
    glass_png_decoder *d = (glass_png_decoder *)png_get_io_ptr(png);
    if (count > d->size - d->offset) png_error(png, "the file is truncated");
    memcpy(out, d->data + d->offset, count);
    d->offset += count;
}

glass_png_decoder *glass_png_decoder_open(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                                          char message[GLASS_PNG_MESSAGE_SIZE]) {
    if (size < 8 || png_sig_cmp(data, 0, 8) != 0) {
        copy_message(message, size == 0 ? "the file is empty" : "not a PNG file (bad signature)");
        return NULL;
    }
    glass_png_decoder *d = (glass_png_decoder *)calloc(1, sizeof *d);
    if (!d) {
        copy_message(message, "out of memory");
        return NULL;
    }
    d->data = data;
    d->size = size;
    d->errors.message = message;
    d->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &d->errors, on_error, on_warning);
    if (!d->png || !(d->info = png_create_info_struct(d->png))) {
        copy_message(message, "cannot create libpng read state");
        glass_png_decoder_close(d);
        return NULL;
    }
    if (setjmp(d->errors.jump)) {
        glass_png_decoder_close(d);
        return NULL;
    }
    png_set_read_fn(d->png, d, on_read);
    // libpng's own ceilings (its default is 1,000,000 a side); the caller checks its tighter limits.
    png_set_user_limits(d->png, 1000000, 1000000);
    png_read_info(d->png, d->info);
    *width = png_get_image_width(d->png, d->info);
    *height = png_get_image_height(d->png, d->info);
    return d;
}

int glass_png_decoder_read(glass_png_decoder *d, uint8_t *pixels, int allow_fast,
                           char message[GLASS_PNG_MESSAGE_SIZE]) {
    d->errors.message = message;
    png_uint_32 width = png_get_image_width(d->png, d->info);
    png_uint_32 height = png_get_image_height(d->png, d->info);
    if (allow_fast && glass_png_decode_fast(d->data, d->size, width, height, pixels)) return 0;
    png_bytep *rows = (png_bytep *)malloc(sizeof(png_bytep) * (height ? height : 1));
    if (!rows) {
        copy_message(message, "out of memory");
        return 1;
    }
    if (setjmp(d->errors.jump)) {
        free(rows);
        return 1;
    }
    int type = png_get_color_type(d->png, d->info);
    if (type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(d->png);
    if (type == PNG_COLOR_TYPE_GRAY && png_get_bit_depth(d->png, d->info) < 8) png_set_expand_gray_1_2_4_to_8(d->png);
    if (png_get_valid(d->png, d->info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(d->png);
    png_set_scale_16(d->png);
    png_set_packing(d->png);
    if (type == PNG_COLOR_TYPE_GRAY || type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(d->png);
    png_set_filler(d->png, 0xFF, PNG_FILLER_AFTER);
    png_set_interlace_handling(d->png);
    png_read_update_info(d->png, d->info);
    if (png_get_rowbytes(d->png, d->info) != (size_t)width * 4) png_error(d->png, "unexpected row size after conversion");
    for (png_uint_32 y = 0; y < height; y++) rows[y] = pixels + (size_t)y * width * 4;
    png_read_image(d->png, rows);
    png_read_end(d->png, NULL);
    free(rows);
    return 0;
}

void glass_png_decoder_close(glass_png_decoder *d) {
    if (!d) return;
    if (d->png) png_destroy_read_struct(&d->png, d->info ? &d->info : NULL, NULL);
    free(d);
}

// Encoding: the full API gives control over the zlib level and filters.

typedef struct {
    uint8_t *data;
    size_t size;
    size_t capacity;
    int failed;
} sink;

static void on_write(png_structp png, png_bytep bytes, png_size_t count) {
    sink *s = (sink *)png_get_io_ptr(png);
    if (s->failed) return;
    if (s->size + count > s->capacity) {
        size_t capacity = s->capacity ? s->capacity : 65536;
        while (capacity < s->size + count) capacity *= 2;
        uint8_t *grown = (uint8_t *)realloc(s->data, capacity);
        if (!grown) {
            s->failed = 1;
            png_error(png, "out of memory while encoding");
        }
        s->data = grown;
        s->capacity = capacity;
    }
    memcpy(s->data + s->size, bytes, count);
    s->size += count;
}

static void on_flush(png_structp png) { (void)png; }

int glass_png_encode_rgba8(const uint8_t *pixels, uint32_t width, uint32_t height, int level, int filter,
                           uint8_t **out, size_t *out_size, char message[GLASS_PNG_MESSAGE_SIZE]) {
    *out = NULL;
    *out_size = 0;
    if (width == 0 || height == 0) {
        copy_message(message, "cannot encode an empty image");
        return 1;
    }
    error_state state;
    state.message = message;
    sink s = {NULL, 0, 0, 0};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &state, on_error, on_warning);
    if (!png) {
        copy_message(message, "cannot create libpng write state");
        return 1;
    }
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_write_struct(&png, NULL);
        copy_message(message, "cannot create libpng info");
        return 1;
    }
    // Everything libpng touches from here on is reached through volatile-safe locals only.
    if (setjmp(state.jump)) {
        png_destroy_write_struct(&png, &info);
        free(s.data);
        return 1;
    }
    png_set_write_fn(png, &s, on_write, on_flush);
    if (level < 0) level = 0;
    if (level > 9) level = 9;
    png_set_compression_level(png, level);
    int filters = PNG_ALL_FILTERS;
    switch (filter) {
        case 1: filters = PNG_FILTER_NONE; break;
        case 2: filters = PNG_FILTER_SUB; break;
        case 3: filters = PNG_FILTER_UP; break;
        case 4: filters = PNG_FILTER_PAETH; break;
        default: break;
    }
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_write_info(png, info);
    for (uint32_t y = 0; y < height; y++) {
        png_write_row(png, (png_const_bytep)(pixels + (size_t)y * width * 4));
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    *out = s.data;
    *out_size = s.size;
    return 0;
}

void glass_png_free(uint8_t *buffer) { free(buffer); }

#include <zlib.h>

int glass_deflate_piece(const uint8_t *input, size_t size, const uint8_t *dictionary, size_t dictionary_size, int level,
                        int last, uint8_t **out, size_t *out_size) {
    *out = NULL;
    *out_size = 0;
    z_stream z;
    memset(&z, 0, sizeof z);
    if (deflateInit2(&z, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) return 1;
    if (dictionary && dictionary_size > 0 && deflateSetDictionary(&z, dictionary, (uInt)dictionary_size) != Z_OK) {
        deflateEnd(&z);
        return 1;
    }
    size_t capacity = deflateBound(&z, size) + 64;
    uint8_t *buffer = (uint8_t *)malloc(capacity);
    if (!buffer) {
        deflateEnd(&z);
        return 1;
    }
    z.next_in = (Bytef *)input;
    z.avail_in = (uInt)size;
    z.next_out = buffer;
    z.avail_out = (uInt)capacity;
    int status = deflate(&z, last ? Z_FINISH : Z_SYNC_FLUSH);
    int ok = last ? status == Z_STREAM_END : (status == Z_OK && z.avail_in == 0);
    if (!ok) {
        free(buffer);
        deflateEnd(&z);
        return 1;
    }
    *out = buffer;
    *out_size = capacity - z.avail_out;
    deflateEnd(&z);
    return 0;
}

uint32_t glass_crc32(uint32_t value, const uint8_t *data, size_t size) { return (uint32_t)crc32(value, data, (uInt)size); }

uint32_t glass_adler32_combine(uint32_t first, uint32_t second, size_t secondSize) {
    return (uint32_t)adler32_combine(first, second, (z_off_t)secondSize);
}

uint32_t glass_crc32_combine(uint32_t first, uint32_t second, size_t secondSize) {
    return (uint32_t)crc32_combine(first, second, (z_off_t)secondSize);
}
