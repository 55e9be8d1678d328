/// SF Symbol names for maps, the outdoors, weather, the cloud and fitness, which teams asked for (`map.fill`,
/// `mountain.2`, `figure.hiking`, `cloud.sun`, …), each with the Material Icons ligature nearest in meaning.
/// Data only: `SymbolTests` checks that every ligature shapes to one glyph with ink in the installed font.
extension SymbolTable {
    static let outdoors: [(sf: String, material: String)] = maps + weather + fitness

    /// Maps, places, directions and the outdoors (Material has no binoculars: exploring stands in).
    static let maps: [(sf: String, material: String)] = [
        ("map.fill", "map"), ("ruler", "straighten"), ("ruler.fill", "straighten"), ("binoculars", "travel_explore"),
        ("binoculars.fill", "travel_explore"), ("mountain.2", "terrain"), ("mountain.2.fill", "terrain"),
        ("location.north", "north"), ("location.north.fill", "navigation"), ("location.north.line", "navigation"),
        ("location.north.line.fill", "navigation"), ("location.circle", "my_location"),
        ("location.circle.fill", "my_location"), ("location.slash", "location_off"), ("signpost.right", "signpost"),
        ("signpost.right.fill", "signpost"), ("arrow.triangle.turn.up.right.diamond", "directions"),
        ("safari", "explore"), ("tree", "park"), ("tree.fill", "park"), ("square.stack.3d.up", "layers"),
        ("square.stack.3d.up.fill", "layers"), ("square.3.layers.3d", "layers"),
    ]

    /// Weather and the cloud (Material has no rain cloud: an umbrella stands in).
    static let weather: [(sf: String, material: String)] = [
        ("icloud.fill", "cloud"), ("icloud.slash", "cloud_off"), ("checkmark.icloud", "cloud_done"),
        ("arrow.clockwise.icloud", "cloud_sync"), ("cloud.sun", "filter_drama"), ("cloud.sun.fill", "filter_drama"),
        ("cloud.rain", "umbrella"), ("cloud.rain.fill", "umbrella"), ("cloud.drizzle", "umbrella"),
        ("cloud.heavyrain", "umbrella"), ("cloud.bolt", "thunderstorm"), ("cloud.bolt.fill", "thunderstorm"),
        ("cloud.bolt.rain", "thunderstorm"), ("cloud.snow", "snowing"), ("cloud.snow.fill", "snowing"),
        ("cloud.fog", "foggy"), ("cloud.fog.fill", "foggy"), ("cloud.moon", "nights_stay"),
        ("cloud.moon.fill", "nights_stay"), ("wind", "air"), ("tornado", "tornado"), ("hurricane", "cyclone"),
        ("sun.min", "brightness_low"), ("sun.min.fill", "brightness_low"), ("sunrise", "wb_twilight"),
        ("sunset", "wb_twilight"), ("moon.stars", "bedtime"), ("moon.stars.fill", "bedtime"), ("humidity", "water"),
        ("thermometer.sun", "thermostat"), ("thermometer.snowflake", "severe_cold"), ("drop.fill", "water_drop"),
    ]

    /// Workouts.
    static let fitness: [(sf: String, material: String)] = [
        ("figure.hiking", "hiking"), ("figure.run", "directions_run"), ("figure.outdoor.cycle", "pedal_bike"),
        ("figure.pool.swim", "pool"), ("figure.yoga", "self_improvement"),
        ("figure.skiing.downhill", "downhill_skiing"), ("figure.snowboarding", "snowboarding"),
        ("figure.surfing", "surfing"), ("figure.gymnastics", "sports_gymnastics"), ("dumbbell", "fitness_center"),
        ("dumbbell.fill", "fitness_center"), ("figure.strengthtraining.traditional", "fitness_center"),
    ]
}
