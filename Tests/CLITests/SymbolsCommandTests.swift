import Foundation
import Testing

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
        let extra = try CLI.run(["symbols", "house"])
        #expect(extra.code == 64 && extra.stdout.isEmpty)
        expectOneErrorLine(extra, contains: "symbols takes no arguments")
        let flag = try CLI.run(["symbols", "--json"])
        #expect(flag.code == 64 && flag.stdout.isEmpty)
        expectOneErrorLine(flag, contains: "--json")
    }
}
