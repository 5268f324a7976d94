extension NationalityProfile {
    /// Every nationality in the dataset, in a fixed order (the order draws are made in).
    static let all: [NationalityProfile] = [
        .unitedStates, .unitedKingdom, .france, .spain, .germany, .brazil, .mexico,
        .netherlands, .norway, .turkey, .india, .iran, .ukraine, .russia,
    ]

    /// The profile for a `nat` code.
    static func named(_ code: String) -> NationalityProfile? {
        all.first { $0.code == code }
    }
}
