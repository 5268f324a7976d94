/// One entry of a JSON:API error document's `errors`.
public struct JSONAPIError: Sendable, Hashable {
    public var status: String?
    public var title: String?
    public var detail: String?
    /// `source.pointer`: the part of the request the error is about, such as `/data/attributes/quantity`.
    public var sourcePointer: String?

    public init(status: String? = nil, title: String? = nil, detail: String? = nil, sourcePointer: String? = nil) {
        self.status = status
        self.title = title
        self.detail = detail
        self.sourcePointer = sourcePointer
    }
}
