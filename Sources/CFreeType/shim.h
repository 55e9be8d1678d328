// FreeType through its macro includes: outlines, glyph loading, the smooth rasterizer (for tests).
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_GLYPH_H
#include FT_SIZES_H
