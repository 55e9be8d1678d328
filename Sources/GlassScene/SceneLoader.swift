import FoundationEssentials
import GlassCore
import GlassPNG

/// Reads a scene file and everything it names, and resolves it: the entry point of the scene module.
public enum SceneLoader {
    /// Largest scene file read (a scene is a few kilobytes; this only stops absurd input early).
    public static let maxSceneBytes = 16 << 20
    /// Largest image file read.
    public static let maxImageBytes = 256 << 20

    /// Loads and resolves the scene at `path`; relative image paths are resolved against its folder.
    public static func load(path: String) throws(SceneError) -> ResolvedScene {
        let bytes = try readFile(path, limit: maxSceneBytes, file: path, jsonPath: "")
        return try resolve(bytes: bytes, file: path, directory: directory(of: path))
    }

    /// Parses and resolves scene JSON held in memory. `file` names it in messages; `directory` is where
    /// relative image paths start.
    public static func resolve(bytes: [UInt8], file: String, directory: String) throws(SceneError) -> ResolvedScene {
        let json: JSONValue
        do {
            json = try JSONParser.parse(bytes)
        } catch {
            throw SceneError(.badData, file: file, path: "", "invalid JSON at \(error.description)")
        }
        var resolver = SceneResolver(file: file, directory: directory)
        return try resolver.resolve(Node(value: json, path: "", file: file))
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Reads a whole file, mapping failures to `SceneError`s located at `jsonPath` of `file`.
    static func readFile(_ path: String, limit: Int, file: String, jsonPath: String) throws(SceneError) -> [UInt8] {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw SceneError(
                .missingInput, file: file, path: jsonPath, jsonPath.isEmpty ? "no such file" : "no such file: \(path)")
        }
        if isDirectory {
            throw SceneError(.missingInput, file: file, path: jsonPath, "\(path) is a folder, not a file")
        }
        let data: Data
        do {
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            if size > limit {
                throw SceneError(
                    .badData, file: file, path: jsonPath, "\(path) is \(size) bytes; the limit is \(limit)")
            }
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch let error as SceneError {
            throw error
        } catch {
            throw SceneError(.missingInput, file: file, path: jsonPath, "cannot read \(path)")
        }
        if data.count > limit {
            throw SceneError(
                .badData, file: file, path: jsonPath, "\(path) is \(data.count) bytes; the limit is \(limit)")
        }
        return [UInt8](data)
    }
}
