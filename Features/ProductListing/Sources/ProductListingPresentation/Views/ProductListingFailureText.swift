import Localization

extension ProductListingFailure {
    /// The failure said in the app language.
    func text(_ strings: Localizer<ProductListingStringKey>) -> String {
        switch self {
        case .productNotFound(let styleNumber): return strings.text(.errorProductNotFound, ["styleNumber": styleNumber])
        case .catalogUnavailable: return strings.text(.errorCatalogUnavailable)
        case .couldNotLoad: return strings.text(.errorCouldNotLoad)
        case .serverUnavailable(let problem): return strings.text(.errorServerNothingSaved, ["problem": problem.text(strings)])
        }
    }
}
