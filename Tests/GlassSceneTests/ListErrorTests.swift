import GlassScene
import Testing

/// The inset grouped list and the split view refuse what they cannot lay out: one line, the JSON path.
@Suite struct ListErrorTests {
    typealias S = ComponentErrorTests

    static func list(_ body: String, device: String = "iPhone 17 Pro") -> String {
        S.screen(##"{"type": "insetGroupedList", \##(body)}"##, device: device)
    }

    static func withRow(_ row: String) -> String {
        list(##""sections": [{"rows": [\##(row)]}]"##)
    }

    @Test func listKeys() {
        expectError(Self.list(##""top": 10"##), path: "layers[0]", "missing required key \"sections\"")
        expectError(Self.list(##""sections": []"##), path: "layers[0].sections", "expected 1 to 32 sections, got 0")
        expectError(
            Self.list(##""sections": [{"rows": []}]"##), path: "layers[0].sections[0].rows",
            "expected 1 to 64 rows, got 0")
        expectError(
            Self.list(##""sections": [{"header": 3, "rows": [{"title": "A"}]}]"##),
            path: "layers[0].sections[0].header",
            "expected a string")
        expectError(
            Self.list(##""sections": [{"headr": "A", "rows": [{"title": "A"}]}]"##),
            path: "layers[0].sections[0].headr",
            "did you mean \"header\"?")
        expectError(
            Self.list(##""background": "systemGroupedBackgrund", "sections": [{"rows": [{"title": "A"}]}]"##),
            path: "layers[0].background", "unknown colour")
        let many = Array(repeating: ##"{"rows": [{"title": "A"}]}"##, count: 33).joined(separator: ", ")
        expectError(
            Self.list(##""sections": [\##(many)]"##), path: "layers[0].sections", "expected 1 to 32 sections, got 33")
    }

    @Test func rows() {
        expectError(Self.withRow("{}"), path: "layers[0].sections[0].rows[0]", "missing required key \"title\"")
        expectError(Self.withRow(##"{"title": ""}"##), path: "layers[0].sections[0].rows[0].title", "an empty string")
        expectError(
            Self.withRow(##"{"title": "A", "subtitle": "B"}"##), path: "layers[0].sections[0].rows[0].subtitle",
            "unknown key")
        expectError(
            Self.withRow(##"{"title": "A", "toggle": "on"}"##), path: "layers[0].sections[0].rows[0].toggle",
            "expected true (on) or false (off)")
        expectError(
            Self.withRow(##"{"title": "A", "chevron": true, "toggle": true}"##),
            path: "layers[0].sections[0].rows[0].toggle",
            "a switch or a chevron, not both")
        expectError(
            Self.withRow(##"{"title": "A", "chevron": 1}"##), path: "layers[0].sections[0].rows[0].chevron",
            "true or false")
        expectError(
            Self.withRow(##"{"title": "A", "icon": {"symbol": "wiffi"}}"##),
            path: "layers[0].sections[0].rows[0].icon.symbol",
            "unknown symbol \"wiffi\"")
        expectError(
            Self.withRow(##"{"title": "A", "icon": {"color": "red"}}"##), path: "layers[0].sections[0].rows[0].icon",
            "missing required key \"symbol\"")
        expectError(
            Self.withRow(##"{"title": "A", "icon": {"symbol": "wifi", "style": "tiles"}}"##),
            path: "layers[0].sections[0].rows[0].icon.style", "did you mean \"tile\"?")
        expectError(
            Self.withRow(##"{"title": "\##(String(repeating: "x", count: 201))"}"##),
            path: "layers[0].sections[0].rows[0].title", "the limit is 200")
    }

    @Test func framesAndTops() {
        let rows = ##""sections": [{"rows": [{"title": "A"}]}]"##
        expectError(
            Self.list(##""frame": [0, 0, 90, 50], \##(rows)"##), path: "layers[0].frame[2]", "its rows need 96 pt")
        expectError(Self.list(##""frame": [0, 0, 0, 50], \##(rows)"##), path: "layers[0].frame[2]", "above 0")
        expectError(Self.list(##""frame": [0, 0, 200, 50], "top": 4, \##(rows)"##), path: "layers[0].top", "not both")
        expectError(Self.list(##""top": -1, \##(rows)"##), path: "layers[0].top", "from 0 to 874")
        expectError(Self.list(##""top": 875, \##(rows)"##), path: "layers[0].top", "from 0 to 874")
        expectError(Self.list(##""top": 1e308, \##(rows)"##), path: "layers[0].top", "from 0 to 874")
        // A list that runs past 100 000 pt (where primitive frames stop) is refused at the list.
        let section = ##"{"rows": [\##(Array(repeating: ##"{"title": "A"}"##, count: 64).joined(separator: ", "))]}"##
        let sections = Array(repeating: section, count: 32).joined(separator: ", ")
        expectError(Self.list(##""sections": [\##(sections)]"##), path: "layers[0]", "a list must end within 100000 pt")
        // One whose shortest rows end in time but whose wrapped titles do not: refused at the list too, never at
        // a frame the engine chose.
        let long = String(repeating: "Privacy and Security ", count: 9)
        let tall = ##"{"rows": [\##(Array(repeating: ##"{"title": "\##(long)"}"##, count: 64).joined(separator: ", "))]}"##
        expectError(
            Self.list(##""frame": [0, 89900, 402, 50], "sections": [\##(tall), \##(tall)]"##), path: "layers[0]",
            "a list must end within 100000 pt")
    }

    static func split(_ body: String, device: String = "iPad Pro 11-inch") -> String {
        S.screen(##"{"type": "splitView", \##(body)}"##, device: device)
    }

    @Test func splitViews() {
        expectError(Self.split(##""primary": {}"##), path: "layers[0]", "missing required key \"secondary\"")
        expectError(Self.split(##""secondary": {}"##), path: "layers[0]", "missing required key \"primary\"")
        let two = ##""primary": {}, "secondary": {}"##
        expectError(
            Self.split(two + ##", "primaryWidth": 0"##), path: "layers[0].primaryWidth", "from 100 to 2000, got 0")
        expectError(Self.split(two + ##", "primaryWidth": -5"##), path: "layers[0].primaryWidth", "from 100 to 2000")
        expectError(
            Self.split(two + ##", "primaryWidth": 5e-324"##), path: "layers[0].primaryWidth", "from 100 to 2000")
        expectError(
            Self.split(two + ##", "inspectorWidth": 300"##), path: "layers[0].inspectorWidth", "an inspector column")
        expectError(
            Self.split(two + ##", "supplementaryWidth": 300"##), path: "layers[0].supplementaryWidth",
            "a supplementary column")
        expectError(Self.split(two + ##", "inspector": 3"##), path: "layers[0].inspector", "expected an object")
        expectError(
            Self.split(##""primary": {"titel": "A"}, "secondary": {}"##), path: "layers[0].primary.titel",
            "did you mean \"title\"?")
        expectError(
            Self.split(##""primary": {}, "secondary": {"content": {}}"##), path: "layers[0].secondary.content",
            "expected an array of layers")
        // A problem inside a column's content is reported at its path there.
        expectError(
            Self.split(##""primary": {}, "secondary": {"content": [{"type": "switch", "origin": [0, "a"]}]}"##),
            path: "layers[0].secondary.content[0].origin", "expected a point")
        expectError(
            Self.split(##""primary": {}, "secondary": {"content": [{"type": "insetGroupedList", "sections": []}]}"##),
            path: "layers[0].secondary.content[0].sections", "expected 1 to 32 sections")
        expectError(
            Self.split(##""primary": {}, "secondary": {"content": [{"type": "shape", "frame": [0, 0, -1, 4]}]}"##),
            path: "layers[0].secondary.content[0].frame[2]", "above 0")
    }
}
