extension NationalityProfile {
    /// `NO`: ø, å and æ, four-digit numeric postcodes, fødselsnummer.
    static let norway = NationalityProfile(
        code: "NO", country: "Norway",
        maleFirstNames: [
            "Ørjan", "Øyvind", "Håkon", "Jørgen", "Bjørn", "Lars", "Ole", "Magnus", "Henrik", "Sindre",
            "Eirik", "Torbjørn", "Sigurd", "Kristoffer", "Aksel", "Mathias", "Even", "Sivert", "Tor", "Ståle",
            "Espen", "Halvard", "Stian", "Vegard",
        ],
        femaleFirstNames: [
            "Ingrid", "Kari", "Solveig", "Åse", "Sigrid", "Ragnhild", "Astrid", "Ida", "Nora", "Emma",
            "Thea", "Marte", "Sunniva", "Hedda", "Maren", "Tuva", "Silje", "Synnøve", "Guro", "Liv",
            "Eline", "Ingeborg", "Mathilde", "Kjersti",
        ],
        lastNames: [
            "Hansen", "Johansen", "Olsen", "Larsen", "Andersen", "Pedersen", "Nilsen", "Kristiansen", "Jensen",
            "Karlsen", "Johnsen", "Pettersen", "Eriksen", "Berg", "Haugen", "Hagen", "Johannessen", "Andreassen",
            "Jacobsen", "Dahl", "Jørgensen", "Halvorsen", "Henriksen", "Lund", "Sørensen", "Moen", "Strand",
            "Solberg", "Eide", "Bakken", "Lunde", "Solheim", "Ødegård", "Aasen", "Østby", "Bråten", "Løken",
        ],
        places: [
            Place("Oslo", "Oslo"), Place("Bergen", "Vestland"), Place("Trondheim", "Trøndelag"),
            Place("Stavanger", "Rogaland"), Place("Drammen", "Buskerud"), Place("Fredrikstad", "Østfold"),
            Place("Kristiansand", "Agder"), Place("Sandnes", "Rogaland"), Place("Tromsø", "Troms"),
            Place("Sarpsborg", "Østfold"), Place("Skien", "Telemark"), Place("Ålesund", "Møre og Romsdal"),
            Place("Sandefjord", "Vestfold"), Place("Haugesund", "Rogaland"), Place("Tønsberg", "Vestfold"),
            Place("Moss", "Østfold"), Place("Porsgrunn", "Telemark"), Place("Bodø", "Nordland"),
            Place("Arendal", "Agder"), Place("Hamar", "Innlandet"), Place("Larvik", "Vestfold"),
            Place("Halden", "Østfold"), Place("Lillehammer", "Innlandet"), Place("Molde", "Møre og Romsdal"),
            Place("Harstad", "Troms"), Place("Kongsberg", "Buskerud"), Place("Gjøvik", "Innlandet"),
        ],
        streets: [
            "Storgata", "Kirkeveien", "Skoleveien", "Parkveien", "Skogveien", "Solbakken", "Granveien",
            "Bjørkeveien", "Kongens gate", "Dronningens gate", "Sjøgata", "Fjellveien", "Eikeveien", "Lia",
            "Bakkeveien", "Løvenskiolds gate", "Tåsenveien", "Øvre Slottsgate", "Åsveien", "Hegdehaugsveien",
        ],
        postcode: .number("N###"),
        phonePatterns: ["N#######"], cellPatterns: ["4#######", "9#######"],
        nationalId: .fodselsnummer
    )
}
