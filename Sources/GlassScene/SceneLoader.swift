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
    /// `overrides` are set at the scene's top level before it is lowered (`--design`, settings flags, a matrix).
    public static func load(path: String, overrides: SceneOverrides = .none) throws(SceneError) -> ResolvedScene {
        let bytes = try readFile(path, limit: maxSceneBytes, file: path, jsonPath: "")
        var scene = try resolve(bytes: bytes, file: path, directory: directory(of: path), overrides: overrides)
        if let identity = FileIdentity(path: path) { scene.inputs.insert(identity) }
        scene.inputPaths.insert(path, at: 0)
        return scene
    }

    /// Parses and resolves scene JSON held in memory. `file` names it in messages; `directory` is where
    /// relative image paths start; the scene's distinct images may decode to `imagePixelBudget` pixels.
    public static func resolve(
        bytes: [UInt8], file: String, directory: String, imagePixelBudget: Int = SceneLimits.maxImagePixels,
        overrides: SceneOverrides = .none
    ) throws(SceneError) -> ResolvedScene {
        try resolve(
            json: try parsed(bytes, file: file), sourceBytes: bytes.count, file: file, directory: directory,
            imagePixelBudget: imagePixelBudget, overrides: overrides)
    }

    /// `bytes` parsed, or the error at the scene's root.
    static func parsed(_ bytes: [UInt8], file: String) throws(SceneError) -> JSONValue {
        do {
            return try JSONParser.parse(bytes)
        } catch {
            throw SceneError(.badData, file: file, path: "", "invalid JSON at \(error.description)")
        }
    }

    /// A parsed scene resolved (`resolve(bytes:…)` after parsing; an animated scene's states come here whole).
    static func resolve(
        json: JSONValue, sourceBytes: Int, file: String, directory: String,
        imagePixelBudget: Int = SceneLimits.maxImagePixels, overrides: SceneOverrides = .none,
        images given: SceneImages? = nil
    ) throws(SceneError) -> ResolvedScene {
        // One set of images for layout and drawing: each file read and decoded once, within one budget.
        let images = given ?? SceneImages(budget: imagePixelBudget)
        let (lowered, provenance, unshown, hardware) = try lowerScene(
            json: json, sourceBytes: sourceBytes, file: file, directory: directory, overrides: overrides,
            images: images)
        var resolver = SceneResolver(file: file, directory: directory, images: images)
        resolver.provenance = provenance
        var scene: ResolvedScene
        do {
            scene = try resolver.resolve(Node(value: lowered, path: "", file: file))
        } catch {
            throw provenance.userError(error)
        }
        scene.hardware = hardware.scaled(scene.scale)
        // What this device or design does not draw is checked as strictly as what it draws, by the same
        // resolver (one image budget, each file decoded once); the files it reads are the scene's inputs too.
        if let unshown, case .object(let members) = unshown.value,
            let layers = members.first(where: { $0.key == "layers" })?.value
        {
            resolver.provenance = unshown.provenance
            do {
                try resolver.check(unshown: Node(value: layers, path: "layers", file: file), into: &scene)
            } catch {
                throw unshown.provenance.userError(error)
            }
        }
        return scene
    }

    /// The scene with its device and components lowered to primitive layers (what `glass expand` prints).
    /// `directory` is where relative font paths start (default: the scene file's folder).
    public static func lower(
        bytes: [UInt8], file: String, directory: String? = nil, overrides: SceneOverrides = .none
    ) throws(SceneError) -> JSONValue {
        try lowerScene(bytes: bytes, file: file, directory: directory, overrides: overrides).value
    }

    /// The lowered scene and where its layers came from in the user's scene (for errors found later).
    static func lowerScene(
        bytes: [UInt8], file: String, directory: String?, overrides: SceneOverrides,
        images: SceneImages = SceneImages(budget: SceneLimits.maxImagePixels)
    ) throws(SceneError) -> (
        value: JSONValue, provenance: Provenance, unshown: (value: JSONValue, provenance: Provenance)?,
        hardware: DisplayHardware
    ) {
        try lowerScene(
            json: try parsed(bytes, file: file), sourceBytes: bytes.count, file: file, directory: directory,
            overrides: overrides, images: images)
    }

    /// A parsed scene lowered.
    static func lowerScene(
        json: JSONValue, sourceBytes: Int, file: String, directory: String?, overrides: SceneOverrides,
        images: SceneImages = SceneImages(budget: SceneLimits.maxImagePixels)
    ) throws(SceneError) -> (
        value: JSONValue, provenance: Provenance, unshown: (value: JSONValue, provenance: Provenance)?,
        hardware: DisplayHardware
    ) {
        // An animated scene is drawn still in its first state (`glass animate` draws the others).
        let still = try AnimationFile.read(json, file: file, sourceBytes: sourceBytes).states[0]
        let lowering = Lowering(file: file, directory: directory)
        lowering.state.images = images
        return try lowering.lowerScene(Node(value: overrides.applied(to: still), path: "", file: file))
    }

    /// The lowered scene of the file at `path`, as JSON text that `glass render` accepts and renders to the
    /// same bytes.
    public static func expand(path: String, overrides: SceneOverrides = .none) throws(SceneError) -> String {
        let bytes = try readFile(path, limit: maxSceneBytes, file: path, jsonPath: "")
        return try expand(bytes: bytes, file: path, directory: directory(of: path), overrides: overrides)
    }

    /// The lowered scene of JSON held in memory, as text; resolved too, so an expansion is only given for a
    /// scene that renders.
    public static func expand(bytes: [UInt8], file: String, directory: String, overrides: SceneOverrides = .none)
        throws(SceneError) -> String
    {
        JSONWriter.write(try expanded(bytes: bytes, file: file, directory: directory, overrides: overrides).lowered)
    }

    /// The lowered scene and the scene resolved, for an expansion that renders to write in the decisions
    /// of adaptive glass (`writing(_:into:)`).
    public static func expanded(
        bytes: [UInt8], file: String, directory: String, overrides: SceneOverrides = .none
    ) throws(SceneError) -> (lowered: JSONValue, scene: ResolvedScene) {
        let lowered = try lower(bytes: bytes, file: file, directory: directory, overrides: overrides)
        return (lowered, try resolve(bytes: bytes, file: file, directory: directory, overrides: overrides))
    }

    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Reads a whole file, mapping failures to `SceneError`s located at `jsonPath` of `file`.
    public static func readFile(_ path: String, limit: Int, file: String, jsonPath: String) throws(SceneError)
        -> [UInt8]
    {
        let shown = truncatedForMessage(path, limit: 4 * maxEcho)
        do {
            return try readFileBounded(path, limit: limit)
        } catch {
            switch error {
            case .missing:
                throw SceneError(
                    .missingInput, file: file, path: jsonPath,
                    jsonPath.isEmpty ? "no such file" : "no such file: \(shown)")
            case .isDirectory:
                throw SceneError(.missingInput, file: file, path: jsonPath, "\(shown) is a folder, not a file")
            case .unreadable(let reason):
                throw SceneError(.missingInput, file: file, path: jsonPath, "cannot read \(shown) (\(reason))")
            case .tooLarge(let size):
                let what = size.map { "is \($0) bytes" } ?? "is larger than the limit"
                throw SceneError(.badData, file: file, path: jsonPath, "\(shown) \(what); the limit is \(limit) bytes")
            }
        }
    }
}
