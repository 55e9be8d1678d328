import Foundation
import GlassCore
import GlassRender
import GlassScene

/// `glass expand SCENE.json`: prints the scene with its device and components lowered to primitive layers,
/// a valid scene that `glass render` renders to the same bytes; adaptive glass shows the look it took and
/// the lightness it measured (the scene is rendered to learn them).
enum ExpandCommand {
    static func run(_ args: [String]) throws(CLIError) {
        let a = try Arguments(
            args, valued: ["--design": "--design"].merging(TraitArguments.valuedNames) { a, _ in a },
            flags: Set(["--help", "-h"]).union(TraitArguments.flagNames), command: "expand")
        if a.flags.contains("--help") || a.flags.contains("-h") {
            print(Help.expand)
            return
        }
        guard a.positionals.count == 1 else { throw .usage("expand takes one scene file", command: "expand") }
        let design = try RenderCommand.design(a, command: "expand", allowBoth: false).0
        let overrides = try TraitArguments.overrides(a, design: design, command: "expand")
        do {
            let path = a.positionals[0]
            let bytes = try SceneLoader.readFile(path, limit: SceneLoader.maxSceneBytes, file: path, jsonPath: "")
            print(
                try Expansion.expand(
                    bytes: bytes, file: path, directory: SceneLoader.directory(of: path), overrides: overrides,
                    workers: .pool(threads: ProcessInfo.processInfo.activeProcessorCount)),
                terminator: "")
        } catch {
            throw CLIError(error)
        }
    }
}
