/// What `TraitLayoutPropertyTests` accepts, each with its reason (written by hand from the test's `KNOWN:` lines).
enum TraitLayoutKnown {
    /// Scenes that place their own layers by hand at absolute points: their text does not reflow with the
    /// traits, so findings on their own layers are theirs, not the components'.
    static let ownLayers: [String: String] = [:]

    /// Components' findings under some trait combination that are open defects (scene|path|kind).
    static let open: Set<String> = []
}
