/// The words product names and descriptions are made of.
enum Words {
    static let colours: [CatalogColour] = [
        ("black", "Black"), ("white", "White"), ("navy", "Navy"), ("ecru", "Écru"), ("camel", "Camel"),
        ("olive", "Olive"), ("burgundy", "Burgundy"), ("sky", "Sky Blue"), ("rose", "Rosé"), ("charcoal", "Charcoal"),
        ("sand", "Sand"), ("forest", "Forest Green"), ("mustard", "Mustard"), ("lilac", "Lilac"),
    ].map { CatalogColour(id: $0.0, name: $0.1) }

    /// Style names that lead some product names, many with diacritics.
    static let styleNames = [
        "Élise", "Renée", "Chloé", "Inès", "Søren", "Björn", "Noël", "Zoë", "José", "Anaïs", "Léa", "Mañana",
        "Amélie", "Jürgen", "Ålesund", "Aurora", "Harper", "Otis", "Luna", "Milo",
    ]

    static let materials = [
        "Linen", "Cotton", "Merino", "Cashmere", "Silk", "Denim", "Leather", "Suede", "Wool", "Corduroy", "Crêpe", "Jersey",
    ]

    static let adjectives = [
        "Relaxed", "Classic", "Slim", "Oversized", "Cropped", "Tailored", "Everyday", "Vintage", "Soft", "Boxy",
    ]

    static let occasions = [
        "weekends away", "long office days", "summer evenings", "city walks", "cold mornings", "dinner out", "travel",
    ]

    static let care = [
        "Machine wash at 30°.", "Hand wash cold.", "Dry clean only.", "Wipe clean with a damp cloth.", "Cool iron if needed.",
    ]
}
