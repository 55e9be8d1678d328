import Foundation
import Testing

@testable import GlassScene

/// Resolves scene text held in memory, in a temporary folder so image paths can be tried.
func resolve(_ json: String, directory: String = NSTemporaryDirectory()) throws(SceneError) -> ResolvedScene {
    try SceneLoader.resolve(bytes: Array(json.utf8), file: "test.json", directory: directory)
}

/// Expects resolving to fail at `path` with a message containing `fragment`.
func expectError(
    _ json: String, path: String, _ fragment: String, kind: SceneError.Kind = .badData,
    directory: String = NSTemporaryDirectory(),
    sourceLocation: SourceLocation = #_sourceLocation
) {
    do {
        _ = try resolve(json, directory: directory)
        Issue.record("expected an error at \(path)", sourceLocation: sourceLocation)
    } catch {
        #expect(error.path == path, "\(error)", sourceLocation: sourceLocation)
        // No error names a path the user did not write (a key of a node lowering made up).
        if let json = try? JSONParser.parse(Array(json.utf8)) {
            #expect(
                ValidityRuleTests.UserPaths.exists(error.path, in: json), "\(error): no such path in the scene",
                sourceLocation: sourceLocation)
        }
        #expect(error.message.contains(fragment), "\(error)", sourceLocation: sourceLocation)
        #expect(error.kind == kind, "\(error)", sourceLocation: sourceLocation)
        #expect(error.description.hasPrefix("test.json: "), sourceLocation: sourceLocation)
        #expect(!error.description.contains("\n"), sourceLocation: sourceLocation)
    }
}

let canvas = ##""canvas": {"width": 40, "height": 30, "scale": 1}"##

func layer(_ body: String) -> String { ##"{\##(canvas), "layers": [\##(body)]}"## }

@Suite struct SceneErrorTests {
    @Test func emptyAndTruncatedJSON() {
        expectError("", path: "", "the file is empty")
        expectError("   \n", path: "", "only whitespace")
        expectError(##"{"canvas": {"width": 10"##, path: "", "truncated")
        expectError(##"{"canvas": {"width": 10, "height": 5}} x"##, path: "", "unexpected text")
        expectError(##"{"canvas": {"width": 10, "height": 5},}"##, path: "", "line 1, column 39")
        expectError(##"{"canvas": {"width": 01, "height": 5}}"##, path: "", "leading zeros")
        expectError(##"{"canvas": {"width": 1e400, "height": 5}}"##, path: "", "out of range")
        expectError(##"{"a": 1, "a": 2}"##, path: "", "duplicate key")
    }

    @Test func veryDeepNestingIsRefusedWithoutRecursingFurther() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        expectError(##"{"canvas": \##(deep)}"##, path: "", "nesting deeper than 64")
    }

    @Test func wrongTypesAndMissingKeys() {
        expectError("[]", path: "", "expected an object")
        expectError(##"{"layers": []}"##, path: "", "missing required key \"canvas\"")
        expectError(
            ##"{"canvas": {"width": "10", "height": 5}}"##, path: "canvas.width",
            "expected a width in points, got \"10\"")
        expectError(##"{\##(canvas), "layers": {}}"##, path: "layers", "expected an array")
        expectError(layer(##"{"frame": [0, 0, 1, 1]}"##), path: "layers[0]", "missing required key \"type\"")
        expectError(layer(##""shape""##), path: "layers[0]", "expected a layer object")
    }

    @Test func unknownKeysSuggestTheNearest() {
        expectError(##"{"canvs": {"width": 10, "height": 5}}"##, path: "canvs", "did you mean \"canvas\"")
        expectError(
            layer(##"{"type": "glas", "frame": [0, 0, 10, 10]}"##), path: "layers[0].type", "did you mean \"glass\"")
        expectError(
            layer(##"{"type": "glass", "frame": [0, 0, 10, 10], "tnt": "#FFFFFF"}"##), path: "layers[0].tnt",
            "did you mean \"tint\"")
        expectError(
            layer(##"{"type": "glass", "frame": [0, 0, 10, 10], "material": {"blur": 2}}"##),
            path: "layers[0].material.blur", "did you mean \"blurRadius\"")
        expectError(
            layer(##"{"type": "glass", "frame": [0, 0, 10, 10], "style": "frosted"}"##), path: "layers[0].style",
            "expected one of \"regular\", \"clear\", \"identity\"")
        expectError(##"{\##(canvas), "appearance": "drak"}"##, path: "appearance", "did you mean \"dark\"")
    }

    @Test func sizesMustBePositiveAndBounded() {
        expectError(##"{"canvas": {"width": 0, "height": 5}}"##, path: "canvas", "at least 1 pixel")
        expectError(##"{"canvas": {"width": -3, "height": 5}}"##, path: "canvas.width", "from 0 to 100000")
        expectError(##"{"canvas": {"width": 1000000, "height": 5}}"##, path: "canvas.width", "from 0 to 100000")
        expectError(
            ##"{"canvas": {"width": 16000, "height": 9000, "scale": 3}}"##, path: "canvas", "the limit is 16384 a side")
        expectError(##"{"canvas": {"width": 5000, "height": 5000, "scale": 3}}"##, path: "canvas", "40 Mpx")
        expectError(
            ##"{"canvas": {"width": 10, "height": 5, "scale": 4}}"##, path: "canvas.scale", "a scale of 1, 2 or 3")
        expectError(
            layer(##"{"type": "shape", "frame": [0, 0, -5, 10]}"##), path: "layers[0].frame[2]",
            "width above 0 in points, got -5")
        expectError(
            layer(##"{"type": "shape", "frame": [0, 0, 5]}"##), path: "layers[0].frame",
            "expected a frame [x, y, width, height]")
        expectError(
            layer(##"{"type": "shape", "frame": [0, 0, 5, 1e9]}"##), path: "layers[0].frame[3]",
            "from -100000 to 100000")
        expectError(
            layer(##"{"type": "glassContainer", "spacing": -4, "children": []}"##), path: "layers[0].spacing",
            "from 0 to")
        expectError(
            layer(##"{"type": "glass", "frame": [0, 0, 10, 10], "material": {"blurRadius": 500}}"##),
            path: "layers[0].material.blurRadius", "from 0 to 100")
    }

    @Test func coloursMustBeHex() {
        expectError(##"{\##(canvas), "background": 12}"##, path: "background", "expected a colour, {\"image\": …}")
        for bad in [##""rouge""##, ##""#12345""##, ##""#GGGGGG""##, ##""#1234567890""##] {
            expectError(
                ##"{\##(canvas), "background": \##(bad)}"##, path: "background",
                "expected a colour \"#RRGGBB\", \"#RRGGBBAA\" or a semantic name such as \"label\"")
        }
        expectError(
            ##"{\##(canvas), "background": "secondarylabel"}"##, path: "background",
            "unknown colour \"secondarylabel\"; did you mean \"secondaryLabel\"?")
        expectError(
            layer(##"{"type": "shape", "frame": [0, 0, 5, 5], "fill": "#00FF0"}"##), path: "layers[0].fill",
            "expected a colour")
        expectError(
            ##"{\##(canvas), "background": {"linearGradient": {"from": [0, 0], "to": [1, 0], "stops": []}}}"##,
            path: "background.linearGradient.stops", "at least one stop")
        expectError(
            ##"{\##(canvas), "background": {"linearGradient": {"from": [0, 0], "to": [1, 0], "stops": [["#000000", 2]]}}}"##,
            path: "background.linearGradient.stops[0][1]", "from 0 to 1")
    }

    @Test func malformedCorners() {
        expectError(
            layer(##"{"type": "shape", "frame": [0, 0, 5, 5], "corners": "round"}"##), path: "layers[0].corners",
            "expected \"capsule\", a radius in points")
        expectError(
            layer(##"{"type": "shape", "frame": [0, 0, 5, 5], "corners": [1, 2]}"##), path: "layers[0].corners",
            "got [1, 2]")
        expectError(
            layer(##"{"type": "shape", "frame": [0, 0, 5, 5], "corners": {"topLeft": "round"}}"##),
            path: "layers[0].corners.topLeft", "expected a number or {\"concentric\": …}, got \"round\"")
        expectError(
            layer(##"{"type": "shape", "frame": [0, 0, 5, 5], "corners": {"topleft": 3}}"##),
            path: "layers[0].corners.topleft", "did you mean \"topLeft\"")
        expectError(
            layer(##"{"type": "shape", "frame": [0, 0, 5, 5], "corners": -2}"##), path: "layers[0].corners", "from 0 to"
        )
        expectError(
            layer(##"{"type": "shape", "frame": [0, 0, 5, 5], "corners": {"concentric": {"minimum": -1}}}"##),
            path: "layers[0].corners.concentric.minimum", "from 0 to")
    }

    @Test func scrollEdgesAndGlassOptions() {
        expectError(
            layer(##"{"type": "scrollEdge", "style": "soft"}"##), path: "layers[0]", "missing required key \"edge\"")
        expectError(
            layer(##"{"type": "scrollEdge", "edge": "middle"}"##), path: "layers[0].edge",
            "expected one of \"top\", \"bottom\", \"left\", \"right\"")
        expectError(
            layer(##"{"type": "scrollEdge", "edge": "top", "style": "blurry"}"##), path: "layers[0].style",
            "expected one of \"soft\", \"hard\"")
        expectError(layer(##"{"type": "scrollEdge", "edge": "top", "size": -5}"##), path: "layers[0].size", "from 0 to")
        expectError(
            layer(##"{"type": "glass", "frame": [0, 0, 9, 9], "state": "down"}"##), path: "layers[0].state",
            "expected one of \"normal\", \"pressed\"")
        expectError(
            layer(##"{"type": "glass", "frame": [0, 0, 9, 9], "content": [{"type": "scrollEdge", "edge": "top"}]}"##),
            path: "layers[0].content[0].type", "top-level layers")
        expectError(
            layer(##"{"type": "glass", "frame": [0, 0, 9, 9], "material": {"refraction": -1}}"##),
            path: "layers[0].material.refraction", "from 0 to 10")
    }

    @Test func deepContentNestingIsRefused() {
        var json = ##"{"type": "glass", "frame": [0, 0, 9, 9]}"##
        for _ in 0..<40 { json = ##"{"type": "glass", "frame": [0, 0, 9, 9], "content": [\##(json)]}"## }
        expectError(layer(json), path: "", "nesting deeper than 64")
    }

    @Test func tooManyLayersAreRefused() {
        let shape = ##"{"type": "shape", "frame": [0, 0, 1, 1]}"##
        let many = Array(repeating: shape, count: 4097).joined(separator: ",")
        expectError(layer(many), path: "layers[4096]", "more than 4096 layers")
        let glass = ##"{"type": "glass", "frame": [0, 0, 1, 1]}"##
        let children = Array(repeating: glass, count: 4096).joined(separator: ",")
        expectError(
            layer(##"{"type": "glassContainer", "children": [\##(children)]}"##), path: "layers[0].children[4095]",
            "more than 4096 layers")
    }

    @Test func containersHoldOnlyGlass() {
        expectError(
            layer(##"{"type": "glassContainer", "children": [{"type": "shape", "frame": [0, 0, 1, 1]}]}"##),
            path: "layers[0].children[0].type", "holds only \"glass\"")
    }

    @Test func missingAndCorruptImages() throws {
        let dir = NSTemporaryDirectory() + "glass-scene-tests-\(getpid())"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: dir + "/bad.png"))
        expectError(
            ##"{\##(canvas), "background": {"image": "nope.png"}}"##, path: "background.image", "no such file",
            kind: .missingInput, directory: dir)
        expectError(
            ##"{\##(canvas), "background": {"image": "bad.png"}}"##, path: "background.image",
            "bad.png: not a readable PNG", directory: dir)
        expectError(
            ##"{\##(canvas), "background": {"image": ""}}"##, path: "background.image", "empty string", directory: dir)
        expectError(
            layer(##"{"type": "image", "image": "nope.png", "frame": [0, 0, 5, 5]}"##), path: "layers[0].image",
            "no such file", kind: .missingInput, directory: dir)
    }

    @Test func aMissingSceneFileIsMissingInput() {
        #expect(throws: SceneError(.missingInput, file: "/nonexistent/x.json", path: "", "no such file")) {
            try SceneLoader.load(path: "/nonexistent/x.json")
        }
    }
}
