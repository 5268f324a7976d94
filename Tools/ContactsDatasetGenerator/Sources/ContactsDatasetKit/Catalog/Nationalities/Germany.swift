extension NationalityProfile {
    /// `DE`: umlauts and ß, numeric postcodes, SVNR numbers.
    static let germany = NationalityProfile(
        code: "DE", country: "Germany",
        maleFirstNames: [
            "Lukas", "Leon", "Finn", "Jonas", "Paul", "Felix", "Maximilian", "Elias", "Noah", "Ben",
            "Luis", "Tim", "Jan", "Niklas", "Moritz", "Jürgen", "Günter", "Uwe", "Dieter", "Klaus",
            "Björn", "Sören", "Jörg", "Malte",
        ],
        femaleFirstNames: [
            "Marie", "Sophie", "Emilia", "Hannah", "Mia", "Lena", "Lea", "Anna", "Lara", "Johanna",
            "Katharina", "Jana", "Ursula", "Brigitte", "Sabine", "Gisela", "Jutta", "Änne", "Käthe", "Lotte",
            "Frieda", "Margarete", "Lieselotte", "Helga",
        ],
        lastNames: [
            "Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz",
            "Hoffmann", "Schäfer", "Koch", "Bauer", "Richter", "Klein", "Wolf", "Schröder", "Neumann", "Schwarz",
            "Zimmermann", "Braun", "Krüger", "Hofmann", "Hartmann", "Lange", "Schmitt", "Werner", "Krause",
            "Meier", "Köhler", "Günther", "Böhm", "Weiß", "Groß", "Jäger", "Vogel", "Fuchs",
        ],
        places: [
            Place("Berlin", "Berlin"), Place("Hamburg", "Hamburg"), Place("München", "Bayern"),
            Place("Köln", "Nordrhein-Westfalen"), Place("Frankfurt am Main", "Hessen"),
            Place("Stuttgart", "Baden-Württemberg"), Place("Düsseldorf", "Nordrhein-Westfalen"),
            Place("Leipzig", "Sachsen"), Place("Dortmund", "Nordrhein-Westfalen"), Place("Essen", "Nordrhein-Westfalen"),
            Place("Bremen", "Bremen"), Place("Dresden", "Sachsen"), Place("Hannover", "Niedersachsen"),
            Place("Nürnberg", "Bayern"), Place("Bochum", "Nordrhein-Westfalen"), Place("Bielefeld", "Nordrhein-Westfalen"),
            Place("Bonn", "Nordrhein-Westfalen"), Place("Münster", "Nordrhein-Westfalen"),
            Place("Mannheim", "Baden-Württemberg"), Place("Karlsruhe", "Baden-Württemberg"), Place("Augsburg", "Bayern"),
            Place("Wiesbaden", "Hessen"), Place("Kiel", "Schleswig-Holstein"), Place("Lübeck", "Schleswig-Holstein"),
            Place("Rostock", "Mecklenburg-Vorpommern"), Place("Erfurt", "Thüringen"), Place("Saarbrücken", "Saarland"),
            Place("Potsdam", "Brandenburg"), Place("Mainz", "Rheinland-Pfalz"), Place("Magdeburg", "Sachsen-Anhalt"),
        ],
        streets: [
            "Hauptstraße", "Schulstraße", "Gartenstraße", "Bahnhofstraße", "Dorfstraße", "Bergstraße", "Birkenweg",
            "Lindenstraße", "Kirchstraße", "Waldstraße", "Ringstraße", "Schillerstraße", "Goethestraße",
            "Mühlenweg", "Wiesenweg", "Am Sportplatz", "Jahnstraße", "Rosenstraße", "Blumenstraße",
            "Mozartstraße", "Tannenweg", "Königsallee",
        ],
        postcode: .number("N####"),
        phonePatterns: ["0###-#######"], cellPatterns: ["017#-#######", "015#-#######"],
        nationalId: .svnr
    )
}
