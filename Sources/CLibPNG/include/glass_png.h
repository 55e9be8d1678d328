// A tiny shim over libpng. Every setjmp/longjmp that libpng needs stays inside glass_png.c:
// no long jump ever crosses a Swift frame.
#ifndef GLASS_PNG_H
#define GLASS_PNG_H

#include <stddef.h>
#include <stdint.h>

#define GLASS_PNG_MESSAGE_SIZE 256

/// Reads the header of a PNG held in memory. Returns 0 and sets width and height on success;
/// returns nonzero and writes libpng's message into `message` otherwise.
int glass_png_read_header(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                          char message[GLASS_PNG_MESSAGE_SIZE]);

/// Decodes a PNG of any kind (gray, gray+alpha, palette with or without tRNS, RGB, RGBA, 16-bit,
/// interlaced) to straight-alpha sRGB RGBA8 into `pixels`, which must hold width·height·4 bytes as
/// reported by glass_png_read_header. Returns 0 on success, nonzero with a message otherwise.
int glass_png_decode_rgba8(const uint8_t *data, size_t size, uint8_t *pixels, uint32_t width,
                           uint32_t height, char message[GLASS_PNG_MESSAGE_SIZE]);

/// Encodes straight-alpha RGBA8 pixels (rows packed) as a PNG with zlib level `level` (0–9) and
/// the given filter set (0: libpng's adaptive choice over all filters; 1: none; 2: sub; 3: up;
/// 4: paeth). On success returns 0, stores a malloc'ed buffer in *out and its size in *out_size
/// (the caller frees it with glass_png_free). On failure returns nonzero with a message.
int glass_png_encode_rgba8(const uint8_t *pixels, uint32_t width, uint32_t height, int level, int filter,
                           uint8_t **out, size_t *out_size, char message[GLASS_PNG_MESSAGE_SIZE]);

/// Frees a buffer returned by glass_png_encode_rgba8.
void glass_png_free(uint8_t *buffer);

#endif
