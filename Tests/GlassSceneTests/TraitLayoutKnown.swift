/// What `TraitLayoutPropertyTests` accepts, each with its reason. `open` was written from the long lane's
/// `KNOWN:` lines (every combination of the five keys on every screen, 2026-12-03); it only shrinks.
enum TraitLayoutKnown {
    static let handPlaced =
        "places its own layers by hand at absolute points (written before stacks): they do not reflow with the traits"

    /// Scenes whose own layers' findings are theirs, not the components', with why.
    static let ownLayers: [String: String] = [
        "docs/gallery/ipad-sidebar.json":
            handPlaced
            + "; not converted yet: its 3 × 3 grid of 210 pt tiles is ipad-tabs' grid beside a sidebar, with the"
            + " same limit (no scroll view: on an iPhone in landscape three rows of two-line tiles do not fit at AX3 and AX5)",
        "docs/gallery/ipad-tabs.json":
            handPlaced
            + "; stacked, its 3 × 3 grid still met the tab bar on an iPhone in landscape at AX3 and AX5 and on"
            + " the iPhone SE at AX5 (three rows of two-line tiles are taller than the room between the navigation and tab"
            + " bars, and glass has no scroll view), which are new findings on the tab bar's parts, so it stays by hand",
        "docs/gallery/mail.json":
            handPlaced
            + "; not converted yet: its six messages (three to four lines each) are taller than the room between"
            + " the large title and the toolbar at AX3 and AX5, and glass has no scroll view, so stacked rows reach the toolbar",
        "docs/gallery/music.json":
            "its own layers are stacked (the artwork gives way to the title as it grows); left: its transport buttons are"
            + " components at absolute centres (not yet moved into stacks, where controls now sit), and on the iPhone SE they sit on the"
            + " tab bar's accessory, whose title and symbol they overlap (the buttons' side is in `open`)",
        "docs/gallery/settings.json":
            handPlaced
            + "; its switches, sliders and segmented control are components at absolute origins (not yet moved"
            + " into stacks, where controls now sit), so its rows cannot grow with Dynamic Type or move inside the side safe areas, and"
            + " their labels stay placed to match them",
        "scenes/showcase.json":
            handPlaced + "; the benchmark's reference scene, kept as it is so its figures stay comparable",
    ]

    /// The components' findings under some combination of the traits that are still open (scene|path|kind).
    /// The test was written with 127 (titles and menus overlapping or cut at the largest sizes, action sheets
    /// cut by their panel, tab badges over their symbols, parts on the home indicator); all are fixed. A new
    /// finding is a defect to fix, never an entry to add.
    static let open: Set<String> = []
}
