/// Why a feature could not be built again on the source chosen for it.
enum FeatureSourceRefusal: Error, Equatable {
    /// No registered feature has this name.
    case noSuchFeature
    /// The feature has no source of its own to point elsewhere (Account follows the backend).
    case noSourceOfItsOwn
    /// The feature refused its options with the choice in them, or could not prepare: the reason.
    case refused(String)
}
