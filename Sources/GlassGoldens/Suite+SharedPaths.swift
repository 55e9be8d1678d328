import GlassFiles

extension GoldenSuite {
    /// The suite with every render whose files would share a path with another's made a problem, before
    /// anything renders: `col/a.json` records the file `col/a.png`, which `col/a.png/b.json` needs as the
    /// folder of its golden, and `col/a/actual.png.json`'s artifacts folder would be `col/a`'s `actual.png`.
    /// Whichever ran first would make the other's file impossible, or be read as the other's. Both renders of
    /// a clash are refused, each naming the other, as a name that ends like a matrix render's is.
    func refusingSharedPaths() -> GoldenSuite {
        // Each render's files, by where they live: its golden (a path under the goldens folder) and its
        // artifacts (under the artifacts folder, by name).
        func files(_ e: Entry) -> [String] {
            ["golden " + e.goldenPath] + GoldenFiles.artifactNames.map { "artifact " + e.name + "/" + $0 }
        }
        var owner: [String: Int] = [:]
        for (i, e) in entries.enumerated() {
            for file in files(e) { owner[file] = i }
        }
        var clashes: [Int: (other: Int, file: String, folder: String)] = [:]
        for (i, e) in entries.enumerated() {
            for file in files(e) {
                // Every folder above the file (not the file itself: one render's goldens are distinct paths).
                var bytes = Array(file.utf8)
                while let slash = bytes.lastIndex(of: UInt8(ascii: "/")) {
                    bytes.removeSubrange(slash...)
                    let folder = String(decoding: bytes, as: UTF8.self)
                    guard let j = owner[folder], j != i else { continue }
                    clashes[i] = clashes[i] ?? (j, file, folder)
                    clashes[j] = clashes[j] ?? (i, folder, file)
                }
            }
        }
        if clashes.isEmpty { return self }
        var kept: [Entry] = []
        var problems = self.problems
        for (i, e) in entries.enumerated() {
            guard let clash = clashes[i] else {
                kept.append(e)
                continue
            }
            let other = entries[clash.other].name
            problems.append(
                Problem(
                    name: e.name, path: e.scenePath,
                    message:
                        "its \(clash.file) and \(other)'s \(clash.folder) cannot both be written (one would be the other's folder); rename one of the scenes"
                ))
        }
        return GoldenSuite(
            entries: kept, problems: problems.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) })
    }
}
