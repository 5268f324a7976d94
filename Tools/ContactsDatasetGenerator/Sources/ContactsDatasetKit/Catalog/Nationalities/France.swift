extension NationalityProfile {
    /// `FR`: Monsieur/Madame titles, numeric postcodes, INSEE numbers.
    static let france = NationalityProfile(
        code: "FR", country: "France",
        maleTitles: ["Monsieur", "Mr"], femaleTitles: ["Madame", "Mrs", "Ms", "Miss"],
        maleFirstNames: [
            "Lucas", "Hugo", "Louis", "Gabriel", "Arthur", "Jules", "Raphaël", "Léo", "Nathan", "Théo",
            "Mathis", "Enzo", "Maxime", "Clément", "Antoine", "Baptiste", "Noé", "Timothée", "Étienne", "Jérôme",
            "Benoît", "Loïc", "Mathéo", "Sacha",
        ],
        femaleFirstNames: [
            "Emma", "Louise", "Jade", "Alice", "Chloé", "Léa", "Manon", "Inès", "Camille", "Zoé",
            "Lina", "Juliette", "Margaux", "Anaïs", "Clémence", "Océane", "Maëlle", "Éloïse", "Hélène", "Célia",
            "Noémie", "Agathe", "Zoë", "Lucie",
        ],
        lastNames: [
            "Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy", "Moreau",
            "Simon", "Laurent", "Lefèbvre", "Michel", "Garcia", "David", "Bertrand", "Roux", "Vincent", "Fournier",
            "Morel", "Girard", "André", "Lefèvre", "Mercier", "Dupont", "Lambert", "Bonnet", "François", "Moulin",
            "Gauthier", "Perrin", "Renaud", "Brunet",
        ],
        places: [
            Place("Paris", "Paris"), Place("Marseille", "Bouches-du-Rhône"), Place("Lyon", "Rhône"),
            Place("Toulouse", "Haute-Garonne"), Place("Nice", "Alpes-Maritimes"), Place("Nantes", "Loire-Atlantique"),
            Place("Strasbourg", "Bas-Rhin"), Place("Montpellier", "Hérault"), Place("Bordeaux", "Gironde"),
            Place("Lille", "Nord"), Place("Rennes", "Ille-et-Vilaine"), Place("Reims", "Marne"),
            Place("Saint-Étienne", "Loire"), Place("Toulon", "Var"), Place("Le Havre", "Seine-Maritime"),
            Place("Grenoble", "Isère"), Place("Dijon", "Côte-D'Or"), Place("Angers", "Maine-et-Loire"),
            Place("Nîmes", "Gard"), Place("Clermont-Ferrand", "Puy-de-Dôme"),
            Place("Aix-en-Provence", "Bouches-du-Rhône"), Place("Brest", "Finistère"),
            Place("Limoges", "Haute-Vienne"), Place("Besançon", "Doubs"),
        ],
        streets: [
            "Rue de la Mairie", "Rue Pasteur", "Avenue Jean-Jaurès", "Rue Victor-Hugo", "Rue de l'Église",
            "Place de la Gare", "Rue du Château", "Rue des Écoles", "Boulevard de la Liberté", "Rue Gambetta",
            "Rue Saint-Georges", "Rue de la République", "Avenue du Général-Leclerc", "Rue Paul-Bert",
            "Rue des Jardins", "Quai Chauveau", "Rue de l'Abbé-Soulange-Bodin", "Rue du Bât-D'Argent",
            "Montée Saint-Sébastien", "Rue Duquesne", "Rue Barrier", "Rue de la Baleine",
        ],
        postcode: .number("N####"),
        phonePatterns: ["0N-##-##-##-##"], cellPatterns: ["06-##-##-##-##", "07-##-##-##-##"],
        nationalId: .insee
    )
}
