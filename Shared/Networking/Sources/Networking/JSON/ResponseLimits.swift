/// What a server's JSON may hold, besides the byte bound of the body itself
/// (`AsyncHTTPClientFetcher.maxBodyBytes`): the decoders of this package apply them as they
/// read, so a hostile or broken server cannot have a huge page of records stored, or a
/// megabyte-long string shown.
public struct ResponseLimits: Sendable, Equatable {
    /// The most characters a string may have; a longer one makes its record unreadable.
    public var maxStringLength: Int
    /// The most records (resources) an array of them may hold; the rest are left out.
    public var maxRecords: Int

    public init(maxStringLength: Int = 65_536, maxRecords: Int = 10_000) {
        self.maxStringLength = max(0, maxStringLength)
        self.maxRecords = max(0, maxRecords)
    }

    /// 65,536 characters a string, 10,000 records an array.
    public static let standard = ResponseLimits()
}
