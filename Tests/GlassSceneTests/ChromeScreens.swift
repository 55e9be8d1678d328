import GlassScene

/// Screens of the bars and the chrome in each of their states (toolbars, tab bars, search fields, bar items,
/// sheets, popovers, split views, page controls, the status bar, an iPad's window controls), and the trait
/// combinations they are checked in: `SideSafeAreaTests` and `ChromeProvenanceTests` walk them all.
enum ChromeScreens {
    struct Screen: CustomStringConvertible, Sendable {
        let name: String
        /// The `layers` array's items; `CENTRE` is replaced by the screen's centre, `[x, y]` in points.
        let layers: String
        /// Top-level members added to the scene (`"windowed": true`).
        var top = ""
        var description: String { name }
    }

    static let devices = ["iPhone 17 Pro", "iPhone SE (3rd generation)", "iPad mini"]
    static let orientations = ["portrait", "landscape"]
    static let directions = ["leftToRight", "rightToLeft"]
    static let designs = ["liquidGlass", "compatibility"]

    static let tabs =
        ##"[{"symbol": "house.fill", "title": "Home"}, {"symbol": "envelope", "title": "Inbox", "badge": "3"}, {"symbol": "music.note.list", "title": "Library"}]"##
    static let twoTabs = ##"[{"symbol": "house.fill", "title": "Home"}, {"symbol": "gear", "badge": ""}]"##
    static let accessory =
        ##""accessory": {"content": [{"type": "text", "text": "Now Playing", "frame": [16, 0, 120, 48], "alignment": "leading"}]}"##
    static let sheetBar =
        ##"{"type": "navigationBar", "title": "New Event", "leading": [{"system": "cancel"}], "trailing": [{"system": "done"}]}"##

    static func tabBar(_ extra: String, tabs: String = Self.tabs) -> String {
        ##"{"type": "tabBar", "tabs": \##(tabs), "selected": 1\##(extra)}"##
    }

    static func search(_ search: String) -> String {
        ##"{"type": "navigationBar", "search": \##(search)}"##
    }

    static let screens: [Screen] = [
        Screen(
            name: "toolbar",
            layers:
                ##"{"type": "toolbar", "items": [{"symbol": "trash"}, {"flexibleSpace": true}, {"title": "Edit"}, {"symbol": "folder"}, {"symbol": "square.and.pencil"}]}"##
        ),
        Screen(
            name: "toolbar with a search item",
            layers: ##"{"type": "toolbar", "items": [{"search": "Search"}, {"system": "add"}]}"##),
        Screen(name: "tab bar", layers: tabBar("")),
        Screen(name: "tab bar of two tabs", layers: tabBar("", tabs: twoTabs)),
        Screen(name: "tab bar with search", layers: tabBar(##", "search": true"##)),
        Screen(name: "tab bar pressed", layers: tabBar(##", "pressed": true, "search": true"##)),
        Screen(name: "tab bar minimized", layers: tabBar(##", "minimized": true, "search": true"##)),
        Screen(name: "tab bar with an accessory", layers: tabBar(##", "search": true, \##(accessory)"##)),
        Screen(
            name: "tab bar minimized with an accessory",
            layers: tabBar(##", "minimized": true, "search": true, \##(accessory)"##)),
        Screen(name: "tab bar's active search", layers: tabBar(##", "search": {"active": true}"##)),
        Screen(
            name: "tab bar's active search with text",
            layers: tabBar(##", "search": {"active": true, "text": "Miles", "placeholder": "Artists"}"##)),
        Screen(name: "tab bar as a sidebar", layers: tabBar(##", "style": "sidebar", "search": true"##)),
        Screen(name: "search button", layers: search(##"{"placement": "trailing"}"##)),
        Screen(name: "search button active", layers: search(##"{"placement": "trailing", "active": true}"##)),
        Screen(name: "search at the bottom", layers: search(##"{"placement": "integrated"}"##)),
        Screen(
            name: "search at the bottom active",
            layers: search(##"{"placement": "integrated", "active": true, "text": "jazz"}"##)),
        Screen(name: "search centred", layers: search(##"{"placement": "integratedCentered"}"##)),
        Screen(
            name: "bar items",
            layers:
                ##"{"type": "navigationBar", "backButton": "Mail", "leading": [{"symbol": "sidebar.left"}], "trailing": [{"symbol": "plus"}, {"title": "Select"}, {"system": "done"}]}"##
        ),
        Screen(
            name: "title alone",
            layers:
                ##"{"type": "navigationBar", "title": "Inbox", "subtitle": "3 unread"}"##
        ),
        Screen(name: "medium sheet", layers: ##"{"type": "sheet", "content": [\##(sheetBar)]}"##),
        Screen(name: "large sheet", layers: ##"{"type": "sheet", "detent": "large", "content": [\##(sheetBar)]}"##),
        Screen(
            name: "popover",
            layers:
                ##"{"type": "popover", "source": [20, 80, 44, 44], "size": [300, 240], "content": [\##(sheetBar)]}"##
        ),
        Screen(
            name: "split view",
            layers:
                ##"{"type": "splitView", "primary": {"title": "Mailboxes"}, "secondary": {"title": "Inbox"}, "inspector": {"title": "Info"}}"##
        ),
        Screen(
            name: "page control",
            layers:
                ##"{"type": "pageControl", "center": CENTRE, "numberOfPages": 400, "backgroundStyle": "prominent"}"##),
        Screen(name: "status bar", layers: ##"{"type": "statusBar"}, {"type": "homeIndicator"}"##),
        Screen(
            name: "window controls", layers: ##"{"type": "navigationBar", "leading": [{"symbol": "sidebar.left"}]}"##,
            top: ##", "windowed": true"##),
    ]

    /// The scene of `screen` on `device` held in `orientation`, in `direction` and `design`.
    static func scene(_ screen: Screen, device: String, orientation: String, direction: String, design: String)
        -> String
    {
        let d = Device.named(device)!
        let (w, h) = d.size(orientation == "landscape" ? .landscape : .portrait)
        let layers = screen.layers.replacingOccurrences(of: "CENTRE", with: "[\(w / 2), \(h / 2)]")
        return
            ##"{"device": "\##(device)", "orientation": "\##(orientation)", "design": "\##(design)", "settings": {"layoutDirection": "\##(direction)"}\##(screen.top), "layers": [\##(layers)]}"##
    }
}
