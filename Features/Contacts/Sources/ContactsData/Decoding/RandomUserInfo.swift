/// The `info` object of a randomuser.me response:
/// `{"seed": "mosaic", "results": 20, "page": 1, "version": "1.4"}`.
struct RandomUserInfo: Codable, Equatable, Sendable {
    var seed: String
    var results: Int
    var page: Int
    var version: String
}

extension RandomUserInfo {
    /// The data layer's copy of this `info`.
    var dataModel: ContactsSourceInfoDataModel {
        ContactsSourceInfoDataModel(seed: seed, results: results, page: page, version: version)
    }
}
