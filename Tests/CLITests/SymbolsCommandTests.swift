import Foundation
import Testing

@testable import glass

/// `glass symbols`: every SF Symbol name a scene may use, with its stand-in.
@Suite struct SymbolsCommandTests {
    /// One line a name, alphabetically, the stand-in after the padded name; the names are exactly those
    /// the schema enumerates (which `SymbolSuggestionTests` ties to the table).
    @Test func listsEveryNameWithItsStandIn() throws {
        let r = try CLI.run(["symbols"])
        #expect(r.code == 0 && r.stderr.isEmpty, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        let pairs = lines.map { $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init) }
        #expect(pairs.allSatisfy { $0.count == 2 }, "\(lines.filter { $0.split(separator: " ").count != 2 })")
        let names = pairs.map { $0[0] }
        #expect(names.count >= 150)
        #expect(names == names.sorted())
        #expect(lines.contains { $0.hasPrefix("arrow.up.arrow.down ") && $0.hasSuffix(" swap_vert") })
        #expect(lines.contains { $0.hasPrefix("photo.stack ") && $0.hasSuffix(" collections") })
        // The stand-ins start in one column.
        let column = Set(lines.map { line in line.count - (line.split(separator: " ").last?.count ?? 0) })
        #expect(column.count == 1, "\(column)")
        let url = CLI.root.appendingPathComponent("schema/scene.schema.json")
        let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
        let defs = schema["$defs"] as! [String: Any]
        #expect(names == (defs["symbolName"] as? [String: Any])?["enum"] as? [String])
    }

    @Test func helpAndUsage() throws {
        let help = try CLI.run(["symbols", "--help"])
        #expect(help.code == 0 && help.stdout.contains("Usage:") && help.stdout.contains("glass symbols"))
        let main = try CLI.run(["--help"])
        #expect(main.stdout.contains("glass symbols"))
        #expect(help.stdout.contains("glass symbols map"))
        let empty = try CLI.run(["symbols", ""])
        #expect(empty.code == 64 && empty.stdout.isEmpty)
        let flag = try CLI.run(["symbols", "--json"])
        #expect(flag.code == 64 && flag.stdout.isEmpty)
        expectOneErrorLine(flag, contains: "--json")
    }

    /// `glass symbols WORD…` finds names by meaning, which a misspelling's suggestions do not (`map.fill` was
    /// answered with `bag.fill` and `car.fill`): every listed name has a word starting with each word asked.
    @Test func searchesByWord() throws {
        let r = try CLI.run(["symbols", "map"])
        #expect(r.code == 0 && r.stderr.isEmpty, "\(r.stderr)")
        let names = r.stdout.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
        for name in ["map", "map.fill", "mappin", "mappin.and.ellipse"] { #expect(names.contains(name), "\(names)") }
        #expect(!names.contains("bag.fill") && names == names.sorted())
        func pairs(_ out: String) -> [[Substring]] { out.split(separator: "\n").map { $0.split(separator: " ") } }
        let all = pairs(try CLI.run(["symbols"]).stdout)
        #expect(pairs(r.stdout).allSatisfy { all.contains($0) })
        let two = try CLI.run(["symbols", "Cloud", "rain"])
        #expect(
            two.stdout.split(separator: "\n").map { String($0.split(separator: " ")[0]) }.sorted() == [
                "cloud.bolt.rain", "cloud.rain", "cloud.rain.fill",
            ])
        // By the stand-in's words too: hiking finds figure.hiking.
        #expect(try CLI.run(["symbols", "hiking"]).stdout.hasPrefix("figure.hiking "))
        // A whole name, or the end of one, finds it: `map.fill` was "no symbol name has a word starting with
        // "map.fill"; the closest: "map.fill"".
        let whole = try CLI.run(["symbols", "map.fill"])
        #expect(whole.code == 0 && whole.stdout.hasPrefix("map.fill "), "\(whole.stderr)")
        let tail = try CLI.run(["symbols", "sun.max"])
        #expect(tail.code == 0 && tail.stdout.contains("sun.max.fill "), "\(tail.stderr)")
        // Every name of the table finds itself by its whole name.
        let lost = all.map { String($0[0]) }.filter { name in
            !SymbolsCommand.matching([name.lowercased()]).contains { $0.sf == name }
        }
        #expect(lost.isEmpty, "\(lost.count) names do not find themselves: \(lost.prefix(5))")
        let none = try CLI.run(["symbols", "zzqx"])
        #expect(none.code == 1 && none.stdout.isEmpty)
        expectOneErrorLine(none, contains: "no symbol name has a word starting with \"zzqx\"; the closest:")
    }
}
