/// The catalog's brands: made-up names, several with diacritics, so sorting
/// and searching meet accents.
enum Brands {
    static let names = [
        "Maison Élodie", "Søren & Co", "Atelier Noël", "Björk Studio", "Café Crème", "Zoë Laurent",
        "Müller Heritage", "Côte Sauvage", "Anaïs Paris", "Ibérica", "Nordlys", "Peña Brava",
        "Lumière", "Fjällräv Outfitters", "Otto Weiß", "São Bento", "Château Rive", "Kōbō Tokyo",
        "Brandt & Söhne", "Ñandú", "Halden", "Mira Costa", "Oak & Thistle", "Vértice",
        "Greta Lindqvist", "Ondine", "Rue Saint-Honoré", "Kasbah Row", "Pálava", "Wren Hollow",
        "Łucja Nowak", "Dune & Tide", "Åsa Berg", "Marlowe",
    ]

    /// The brand's id (`b01` …) and URL slug, accents folded.
    static func brand(at index: Int) -> CatalogBrand {
        let name = names[index]
        let id = index + 1 < 10 ? "b0\(index + 1)" : "b\(index + 1)"
        return CatalogBrand(id: id, name: name, slug: Slug.make(name))
    }
}
