#!/usr/bin/env bash
# libFuzzer harnesses (Fuzz/*.swift) with AddressSanitizer: the JSON parser, lowering and scene resolution
# (scene), the PNG decoder (png), SVG path data with rasterization (path), text layout of arbitrary Unicode
# (text), and the numeric boundary (edge: seed scenes with their numbers replaced by edge values, 0, 5e-324,
# 1e-300, fractions, 1e9, 1e300, …, resolved and rendered). The package's modules are built with coverage and ASan into .build/fuzz, each harness is linked
# against their objects, and runs from a seed corpus (the repository's scenes, PNG fixtures and
# Fuzz/seeds/) kept under .build/fuzz/corpus-NAME.
#
#   bash tools/fuzz.sh            # short run: 20 s a harness with a fixed seed (CI)
#   bash tools/fuzz.sh 3600       # long run: an hour a harness, random seeds
#
# A crash leaves crash-* (or leak-*, timeout-*) in .build/fuzz and fails the script; replay one with
# `.build/fuzz/NAME-fuzz FILE`.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-20}
out=.build/fuzz
mkdir -p "$out"
swift build --build-path "$out/build" --target GlassRender -Xswiftc -sanitize=fuzzer,address \
    -Xcc -fsanitize=fuzzer-no-link,address >/dev/null
objects=$(find "$out/build" -path "*/debug/*" -name "*.o" | grep -E "/(GlassCore|GlassPNG|GlassText|GlassFiles|GlassScene|GlassRender|CLibPNG|CKernels)\.build/")
modules=$(find "$out/build" -path "*/debug/Modules" -type d | head -n 1)
flags=(-I "$modules" -I Sources/CFreeType -I Sources/CHarfBuzz -I Sources/CFontconfig -I Sources/CLibPNG/include
    -I Sources/CKernels/include
    -Xcc -fmodule-map-file=Sources/CFreeType/module.modulemap -Xcc -fmodule-map-file=Sources/CHarfBuzz/module.modulemap
    -Xcc -fmodule-map-file=Sources/CFontconfig/module.modulemap -Xcc -I/usr/include/freetype2 -Xcc -I/usr/include/harfbuzz)
pngmap=$(find "$out/build" -path "*/CLibPNG.build/module.modulemap" | head -n 1)
kernelsmap=$(find "$out/build" -path "*/CKernels.build/module.modulemap" | head -n 1)
export LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan.supp"
status=0
for name in scene png path text edge; do
    case $name in
        scene) harness=SceneFuzz ;; png) harness=PNGFuzz ;; path) harness=PathFuzz ;; text) harness=TextFuzz ;;
        edge) harness=EdgeFuzz ;;
    esac
    # (ld.gold warns about ASan's local symbols; the warnings are harmless and dropped.)
    swiftc -sanitize=fuzzer,address -parse-as-library -module-name "$harness" "Fuzz/$harness.swift" "${flags[@]}" \
        -Xcc -fmodule-map-file="$pngmap" -Xcc -fmodule-map-file="$kernelsmap" $objects -lpng -lz -lfreetype -lharfbuzz -lfontconfig -lm \
        -o "$out/$name-fuzz" 2> >(grep -v "Cannot export local symbol" >&2)
    corpus=$out/corpus-$name
    mkdir -p "$corpus"
    case $name in
        scene) cp scenes/*.json Fuzz/seeds/scene/*.json "$corpus/" 2>/dev/null || true ;;
        png) cp Tests/GlassPNGTests/Fixtures/*.png "$corpus/" 2>/dev/null || true ;;
        path | text | edge) cp Fuzz/seeds/"$name"/* "$corpus/" 2>/dev/null || true ;;
    esac
    seed=()
    if [ "$seconds" -le 60 ]; then seed=(-seed=1); fi
    echo "fuzzing $name for $seconds s"
    set +e
    (cd "$out" && "./$name-fuzz" "corpus-$name" "${seed[@]}" -max_total_time="$seconds" -max_len=8192 \
        -rss_limit_mb=4096 -timeout=20 -print_final_stats=1 2>&1 | grep -E "^(#[0-9]+.*DONE|stat::number_of_executed_units|stat::peak_rss_mb|==.*ERROR|SUMMARY)")
    result=${PIPESTATUS[0]}
    set -e
    if [ "$result" -ne 0 ]; then status=1; echo "$name: crash; see $out"; fi
done
exit "$status"
