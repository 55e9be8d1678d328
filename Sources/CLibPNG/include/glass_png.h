// A tiny shim over libpng. Every setjmp/longjmp that libpng needs stays inside glass_png.c:
// no long jump ever crosses a Swift frame.
#ifndef GLASS_PNG_H
#define GLASS_PNG_H

#include <stddef.h>
#include <stdint.h>

#define GLASS_PNG_MESSAGE_SIZE 256

/// An open decoder over a PNG held in memory (which must outlive it).
typedef struct glass_png_decoder glass_png_decoder;

/// Reads the PNG's header and every chunk before the image data. On success returns a decoder and
/// sets width and height; on failure returns NULL with libpng's message in `message`.
glass_png_decoder *glass_png_decoder_open(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                                          char message[GLASS_PNG_MESSAGE_SIZE]);

/// Decodes the image of any kind (gray, gray+alpha, palette with or without tRNS, RGB, RGBA, 16-bit,
/// interlaced) to straight-alpha RGBA8 into `pixels` (width·height·4 bytes). Samples are taken as
/// encoded sRGB whatever gAMA says; 16-bit samples are scaled to 8 bits with rounding.
/// Returns 0 on success, nonzero with a message otherwise. With `allow_fast` nonzero, an 8-bit RGBA file
/// that is not interlaced is inflated by libdeflate when the system has it (glass_png_decode_fast).
int glass_png_decoder_read(glass_png_decoder *decoder, uint8_t *pixels, int allow_fast,
                           char message[GLASS_PNG_MESSAGE_SIZE]);

/// Whether libdeflate was found (libdeflate.so.0, loaded at run time; `GLASS_PNG_INFLATE=zlib` in the
/// environment turns it off).
int glass_png_fast_available(void);

/// Decodes `data` (a whole PNG file of `width`×`height`) into `pixels` without libpng when it is 8-bit RGBA,
/// not interlaced, with every chunk's CRC right, only IHDR, IDAT and IEND as critical chunks, and image data
/// that inflates to exactly the rows; returns 1 then, and 0 for anything else (libpng decodes it).
int glass_png_decode_fast(const uint8_t *data, size_t size, uint32_t width, uint32_t height, uint8_t *pixels);

/// Frees a decoder (NULL is fine).
void glass_png_decoder_close(glass_png_decoder *decoder);

/// Encodes straight-alpha RGBA8 pixels (rows packed) as a PNG with zlib level `level` (0–9) and
/// the given filter set (0: libpng's adaptive choice over all filters; 1: none; 2: sub; 3: up;
/// 4: paeth). On success returns 0, stores a malloc'ed buffer in *out and its size in *out_size
/// (the caller frees it with glass_png_free). On failure returns nonzero with a message.
int glass_png_encode_rgba8(const uint8_t *pixels, uint32_t width, uint32_t height, int level, int filter,
                           uint8_t **out, size_t *out_size, char message[GLASS_PNG_MESSAGE_SIZE]);

/// Frees a buffer returned by glass_png_encode_rgba8.
void glass_png_free(uint8_t *buffer);

#endif

#ifndef GLASS_PNG_DEFLATE_H
#define GLASS_PNG_DEFLATE_H
/// Raw-deflates `size` bytes of `input` at zlib `level` as one piece of a stream compressed in
/// parallel: primed with `dictionary` (the previous piece's last bytes, up to 32 KiB; NULL for the
/// first), ending byte-aligned with a sync flush, or with the final block when `last` is nonzero.
/// Returns 0 and a malloc'ed buffer (free with glass_png_free), nonzero on failure.
int glass_deflate_piece(const uint8_t *input, size_t size, const uint8_t *dictionary, size_t dictionary_size, int level,
                        int last, uint8_t **out, size_t *out_size);

/// zlib's CRC-32, continued from `value` (Adler-32 is GlassPNG's `Adler32`).
uint32_t glass_crc32(uint32_t value, const uint8_t *data, size_t size);
/// The Adler-32 of two pieces joined, from each piece's Adler-32 and the second piece's length (zlib's
/// adler32_combine), so pieces can be summed in parallel.
uint32_t glass_adler32_combine(uint32_t first, uint32_t second, size_t secondSize);
/// The CRC-32 of two pieces joined (zlib's crc32_combine).
uint32_t glass_crc32_combine(uint32_t first, uint32_t second, size_t secondSize);
#endif
