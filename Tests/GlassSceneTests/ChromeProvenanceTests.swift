import Testing

@testable import GlassScene

/// What a component lowers carries the user's path only where the user wrote that path: a part it draws of its
/// own accord (the status bar's Wi-Fi symbol, a search field's magnifying glass, the Search tab a tab bar adds
/// pre-26) is at the path of what it was made from with the part's name after a colon (`layers[3]:wifi`),
/// never at a key the scene does not hold (`search.icon`, `search.title`), so the audits and errors name
/// something the user can find. Every tag of every chrome screen, on every device, orientation and design,
/// including what a device does not draw.
@Suite struct ChromeProvenanceTests {
    typealias S = ChromeScreens

    /// Whether `origin` is a path of `json`, or one with a part's name (a word) after a colon.
    static func isTheUsers(_ origin: String, in json: String) -> Bool {
        let pieces = origin.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        if pieces.count == 2 && (pieces[1].isEmpty || !pieces[1].allSatisfy(\.isLetter)) { return false }
        return ProvenanceTests.exists(String(pieces[0]), in: json)
    }

    /// The origins of the lowering of `json` that are not the user's.
    static func invented(_ json: String) throws -> [String] {
        let (_, provenance, unshown, _) = try SceneLoader.lowerScene(
            bytes: Array(json.utf8), file: "test.json", directory: nil, overrides: .none)
        let paths = Set(provenance.origins.values.map(\.path))
            .union(unshown.map { Set($0.provenance.origins.values.map(\.path)) } ?? [])
        return paths.filter { !isTheUsers($0, in: json) }.sorted()
    }

    @Test(arguments: S.screens)
    func everyTagIsAPathOfTheUsersScene(screen: S.Screen) throws {
        var failures: [String] = []
        for device in S.devices {
            for orientation in S.orientations {
                for design in S.designs {
                    let json = S.scene(
                        screen, device: device, orientation: orientation, direction: "leftToRight", design: design)
                    let found = try Self.invented(json)
                    if !found.isEmpty { failures.append("\(device), \(orientation), \(design): \(found)") }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    /// The check itself sees an invented path: a key the scene does not hold, a part that is not a word.
    @Test func anInventedPathIsFound() {
        let json = ##"{"canvas": {"width": 10, "height": 10}, "layers": [{"type": "statusBar"}]}"##
        #expect(Self.isTheUsers("layers[0]", in: json))
        #expect(Self.isTheUsers("layers[0]:wifi", in: json))
        #expect(!Self.isTheUsers("layers[0].wifi", in: json))
        #expect(!Self.isTheUsers("layers[1]:wifi", in: json))
        #expect(!Self.isTheUsers("layers[0]:wifi.x", in: json))
    }
}
