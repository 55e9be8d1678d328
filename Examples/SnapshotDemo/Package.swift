// swift-tools-version:6.0
import PackageDescription

// A team's package that keeps its screens from regressing with glass: one dependency (glass, here by path),
// one assertion per screen.
let package = Package(
    name: "SnapshotDemo",
    dependencies: [.package(name: "glass", path: "../..")],
    targets: [
        .testTarget(
            name: "SnapshotDemoTests",
            dependencies: [.product(name: "GlassTesting", package: "glass")],
            exclude: ["Scenes", "Goldens"])
    ]
)
