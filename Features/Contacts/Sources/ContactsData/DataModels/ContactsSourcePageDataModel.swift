/// A page of contacts as a source returned it, after decoding.
public struct ContactsSourcePageDataModel: Equatable, Sendable {
    public var contacts: [ContactDataModel]
    /// Records in the response that could not be decoded and were left out.
    public var skippedRecordCount: Int
    /// The response's `info`, when it had one.
    public var info: ContactsSourceInfoDataModel?

    public init(contacts: [ContactDataModel], skippedRecordCount: Int, info: ContactsSourceInfoDataModel?) {
        self.contacts = contacts
        self.skippedRecordCount = skippedRecordCount
        self.info = info
    }
}

/// The `info` object of a randomuser.me response.
public struct ContactsSourceInfoDataModel: Equatable, Sendable, Codable {
    public var seed: String
    public var results: Int
    public var page: Int
    public var version: String

    public init(seed: String, results: Int, page: Int, version: String) {
        self.seed = seed
        self.results = results
        self.page = page
        self.version = version
    }
}
