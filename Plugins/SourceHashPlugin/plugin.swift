import Foundation
import PackagePlugin

/// Generates `GlassSourceHash.swift` for the target it is applied to: a hash of the package's sources (every
/// file under `Sources/` except hidden files and documentation catalogs, and `Package.swift`), compiled into
/// both the `glass` binary and `GlassTesting`, so a test can tell whether a `glass` it finds was built from
/// the same sources.
/// Every hashed file is an input of the command: an edit reruns it.
@main struct SourceHashPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let sources = root.appendingPathComponent("Sources")
        var files = [root.appendingPathComponent("Package.swift")]
        let keys: [URLResourceKey] = [.isRegularFileKey]
        // Hidden files (an editor's swap file, .DS_Store) are never compiled and would make two builds differ.
        if let walker = FileManager.default.enumerator(
            at: sources, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
        {
            for case let url as URL in walker {
                if url.pathExtension == "docc" {
                    walker.skipDescendants()
                    continue
                }
                if (try? url.resourceValues(forKeys: Set(keys)).isRegularFile) == true { files.append(url) }
            }
        }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GlassSourceHash.swift")
        return [
            .buildCommand(
                displayName: "Hashing glass's sources (\(files.count) files)",
                executable: try context.tool(named: "glass-source-hash").url,
                arguments: [output.path, root.path] + files.map(\.path),
                inputFiles: files, outputFiles: [output])
        ]
    }
}
