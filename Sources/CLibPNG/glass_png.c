#include "glass_png.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

static void copy_message(char *dst, const char *src) {
    strncpy(dst, src ? src : "unknown libpng error", GLASS_PNG_MESSAGE_SIZE - 1);
    dst[GLASS_PNG_MESSAGE_SIZE - 1] = 0;
}

// Decoding uses libpng's simplified png_image API, which catches its own errors internally.

int glass_png_read_header(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                          char message[GLASS_PNG_MESSAGE_SIZE]) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, data, size)) {
        copy_message(message, image.message);
        png_image_free(&image);
        return 1;
    }
    *width = image.width;
    *height = image.height;
    png_image_free(&image);
    return 0;
}

int glass_png_decode_rgba8(const uint8_t *data, size_t size, uint8_t *pixels, uint32_t width,
                           uint32_t height, char message[GLASS_PNG_MESSAGE_SIZE]) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, data, size)) {
        copy_message(message, image.message);
        png_image_free(&image);
        return 1;
    }
    if (image.width != width || image.height != height) {
        copy_message(message, "image size changed between reads");
        png_image_free(&image);
        return 1;
    }
    image.format = PNG_FORMAT_RGBA;
    if (!png_image_finish_read(&image, NULL, pixels, (png_int_32)(width * 4), NULL)) {
        copy_message(message, image.message);
        png_image_free(&image);
        return 1;
    }
    png_image_free(&image);
    return 0;
}

// Encoding uses the full API for control over the zlib level and filters; its error handler
// long-jumps back into this function only.

typedef struct {
    uint8_t *data;
    size_t size;
    size_t capacity;
    int failed;
} sink;

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
