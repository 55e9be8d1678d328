// swift-tools-version:6.0
import PackageDescription

// A team's package that keeps its screens from regressing with glass: one dependency (glass, here by path),
// one assertion per screen.
//
// In place, glass is this repository ("../.."). Copied anywhere else, name glass's checkout with GLASS_CHECKOUT
// (`GLASS_CHECKOUT=/path/to/glass swift test`), or replace the line with the repository's URL:
// `.package(url: "https://example.com/your-mirror/glass.git", branch: "main")`.
let glass = Context.environment["GLASS_CHECKOUT"].flatMap { $0.isEmpty ? nil : $0 } ?? "../.."

let package = Package(
    name: "SnapshotDemo",
    dependencies: [.package(name: "glass", path: glass)],
    targets: [
        .testTarget(
            name: "SnapshotDemoTests",
            dependencies: [.product(name: "GlassTesting", package: "glass")],
            exclude: ["Scenes", "Goldens"])
    ]
)
