// swift-tools-version:6.0
import PackageDescription

// MARK: - Targets
//
// Data flows one way: file → resolved scene → render plan → kernels → pixels → PNG.
//   GlassCore    pure kernels (pixels, colour, SDF coverage, blur, compositing, comparison); no Foundation
//   CKernels     the hottest float loops in C, compiled for baseline x86-64 and AVX2 and picked at load time
//                (target_clones); the same operations in the same order, so the same bits on every CPU
//   CLibPNG      a tiny shim over libpng; setjmp/longjmp stay inside it
//   CMalloc      glibc's <malloc.h> for the command-line tool (a module map; no code)
//   GlassPNG     Swift PNG decode/encode over CLibPNG
//   CFreeType, CHarfBuzz, CFontconfig   system libraries (module maps only) for the text stack
//   GlassText    fonts (fontconfig), shaping (HarfBuzz), outlines (FreeType), layout, glyph masks, symbols
//   GlassFiles   the one file-safety layer: atomic writes, folders walked without following links, input
//                identity, bounded reads (Glibc only); the command line, GlassGoldens and GlassTesting write
//                through it
//   GlassScene   JSON → file model → validated, resolved scene in pixels
//   GlassRender  resolved scene → render plan → kernels
//   GlassGoldens golden checks, suites, shards, HTML and JUnit reports (glass test and GlassTesting share it)
//   GlassTesting assertGlassSnapshot for XCTest and Swift Testing, and SceneDocument: scenes written in Swift
//   glass        the command-line tool (argument parsing, commands); thin

let package = Package(
    name: "glass",
    products: [
        .executable(name: "glass", targets: ["glass"]),
        .library(name: "GlassCore", targets: ["GlassCore"]),
        .library(name: "GlassRender", targets: ["GlassRender", "GlassScene", "GlassPNG", "GlassText"]),
        .library(name: "GlassTesting", targets: ["GlassTesting", "GlassGoldens", "GlassFiles"]),
    ],
    targets: [
        // The stdlib lowers `.rounded()` and `squareRoot()` to libm symbols; linking libm imports no C API.
        .target(name: "GlassCore", dependencies: ["CKernels"], linkerSettings: [.linkedLibrary("m")]),
        .target(name: "CKernels"),
        .target(name: "CLibPNG", linkerSettings: [.linkedLibrary("png"), .linkedLibrary("z")]),
        .systemLibrary(name: "CMalloc", path: "Sources/CMalloc"),
        .systemLibrary(
            name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(
            name: "CHarfBuzz", path: "Sources/CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(
            name: "CFontconfig", path: "Sources/CFontconfig", pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"])]),
        .target(name: "GlassText", dependencies: ["GlassCore", "GlassFiles", "CFreeType", "CHarfBuzz", "CFontconfig"]),
        .target(name: "GlassPNG", dependencies: ["GlassCore", "CLibPNG"]),
        .target(name: "GlassFiles"),
        .target(name: "GlassScene", dependencies: ["GlassCore", "GlassPNG", "GlassText", "GlassFiles"]),
        .target(name: "GlassRender", dependencies: ["GlassCore", "GlassScene", "GlassText"]),
        .executableTarget(
            name: "glass",
            dependencies: [
                "GlassCore", "GlassPNG", "GlassScene", "GlassRender", "GlassGoldens", "GlassFiles", "CMalloc",
            ]),
        .target(
            name: "GlassGoldens", dependencies: ["GlassCore", "GlassPNG", "GlassScene", "GlassRender", "GlassFiles"]),
        .target(name: "GlassTesting", dependencies: ["GlassGoldens", "GlassScene", "GlassFiles"]),

        // MARK: - Benchmarks
        .executableTarget(
            name: "glass-bench", dependencies: ["GlassCore", "GlassPNG", "GlassScene", "GlassRender", "GlassText"],
            path: "Benchmarks/GlassBench"),

        // MARK: - Tests
        .testTarget(name: "GlassCoreTests", dependencies: ["GlassCore", "CKernels"]),
        .testTarget(name: "GlassTextTests", dependencies: ["GlassText", "GlassCore", "CHarfBuzz"]),
        .testTarget(name: "GlassPNGTests", dependencies: ["GlassPNG", "GlassCore"], exclude: ["Fixtures"]),
        .testTarget(
            name: "GlassSceneTests", dependencies: ["GlassScene", "GlassRender", "GlassPNG", "GlassCore", "GlassText"]),
        .testTarget(
            name: "GoldenTests", dependencies: ["GlassScene", "GlassRender", "GlassPNG", "GlassCore", "GlassGoldens"]),
        .testTarget(name: "CLITests", dependencies: ["glass", "GlassScene", "GlassRender"]),
        .testTarget(name: "GlassTestingTests", dependencies: ["GlassTesting", "GlassGoldens"]),
        .testTarget(name: "GlassFilesTests", dependencies: ["GlassFiles"]),
    ]
)
