extension NationalityProfile {
    /// `NL`: particles in last names (`van den Berg`), postcodes as text (`1234 AB`), BSN numbers.
    static let netherlands = NationalityProfile(
        code: "NL", country: "Netherlands",
        maleFirstNames: [
            "Daan", "Sem", "Lucas", "Levi", "Finn", "Milan", "Bram", "Thijs", "Jesse", "Ruben",
            "Lars", "Stijn", "Joris", "Sven", "Bas", "Pieter", "Maarten", "Wouter", "Koen", "Gijs",
            "Teun", "Jeroen", "Hendrik", "Sjoerd",
        ],
        femaleFirstNames: [
            "Emma", "Julia", "Tess", "Sophie", "Zoë", "Mila", "Sara", "Nora", "Fleur", "Anouk",
            "Lotte", "Femke", "Sanne", "Eva", "Lieke", "Noor", "Floor", "Marieke", "Anneke", "Ilse",
            "Inge", "Maaike", "Renée", "Chloë",
        ],
        lastNames: [
            "de Jong", "Jansen", "de Vries", "van den Berg", "van Dijk", "Bakker", "Janssen", "Visser", "Smit",
            "Meijer", "de Boer", "Mulder", "de Groot", "Bos", "Vos", "Peters", "Hendriks", "van Leeuwen", "Dekker",
            "Brouwer", "de Wit", "Dijkstra", "Smits", "de Graaf", "van der Meer", "van der Linden", "Kok",
            "Jacobs", "de Haan", "Vermeulen", "van den Heuvel", "van der Veen", "Kuipers", "Schouten",
            "Willems", "Hoekstra",
        ],
        places: [
            Place("Amsterdam", "Noord-Holland"), Place("Rotterdam", "Zuid-Holland"), Place("Den Haag", "Zuid-Holland"),
            Place("Utrecht", "Utrecht"), Place("Eindhoven", "Noord-Brabant"), Place("Groningen", "Groningen"),
            Place("Tilburg", "Noord-Brabant"), Place("Almere", "Flevoland"), Place("Breda", "Noord-Brabant"),
            Place("Nijmegen", "Gelderland"), Place("Apeldoorn", "Gelderland"), Place("Haarlem", "Noord-Holland"),
            Place("Arnhem", "Gelderland"), Place("Enschede", "Overijssel"), Place("Amersfoort", "Utrecht"),
            Place("Zaanstad", "Noord-Holland"), Place("'s-Hertogenbosch", "Noord-Brabant"),
            Place("Zwolle", "Overijssel"), Place("Leiden", "Zuid-Holland"), Place("Maastricht", "Limburg"),
            Place("Dordrecht", "Zuid-Holland"), Place("Leeuwarden", "Friesland"), Place("Delft", "Zuid-Holland"),
            Place("Assen", "Drenthe"), Place("Middelburg", "Zeeland"),
        ],
        streets: [
            "Kerkstraat", "Schoolstraat", "Molenweg", "Dorpsstraat", "Stationsweg", "Julianastraat",
            "Beatrixstraat", "Wilhelminastraat", "Kastanjelaan", "Eikenlaan", "Prinsengracht", "Herengracht",
            "Nieuwstraat", "Marktplein", "Sportlaan", "Parallelweg", "Irenestraat", "Emmastraat", "Oranjestraat",
            "Lindelaan",
        ],
        postcode: .text(["N### AA"]),
        phonePatterns: ["(0##) #######"], cellPatterns: ["(06) ########"],
        nationalId: .pattern(name: "BSN", pattern: "N########")
    )
}
