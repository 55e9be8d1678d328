import GlassCore

extension SceneLoader {
    /// Every file a scene file could read, found without resolving it: the scene itself and each existing file
    /// that one of its strings names (relative to the scene's folder, or absolute). For the commands' cleanup
    /// after a failed render, which cannot know which files the scene would have read: an output that is one
    /// of these is never removed as stale (a failed scene once deleted the image it draws, written as its own
    /// output). Nil when the scene cannot be read or parsed: then nothing can be ruled out.
    public static func namedFiles(path: String) -> Set<FileIdentity>? {
        guard let bytes = try? readFileBounded(path, limit: maxSceneBytes),
            let json = try? JSONParser.parse(bytes)
        else { return nil }
        let folder = directory(of: path)
        var found: Set<FileIdentity> = []
        if let scene = FileIdentity(path: path) { found.insert(scene) }
        var pending = [json]
        while let value = pending.popLast() {
            switch value {
            case .string(let name) where !name.isEmpty && name.utf8.count <= 4096:
                if let identity = FileIdentity(path: name.hasPrefix("/") ? name : "\(folder)/\(name)") {
                    found.insert(identity)
                }
            case .array(let items): pending.append(contentsOf: items)
            case .object(let members): pending.append(contentsOf: members.map(\.value))
            default: break
            }
        }
        return found
    }
}
