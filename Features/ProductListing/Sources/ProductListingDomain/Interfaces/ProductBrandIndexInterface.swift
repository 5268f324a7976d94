/// Files brands under their first letters and finds them by name.
public protocol ProductBrandIndexInterface: Sendable {
    /// `brands` (already A to Z) whose names hold `text` (all for no text), grouped by heading.
    func groups(of brands: [ProductBrandDomainModel], matching text: String) -> [ProductBrandGroupDomainModel]
}
