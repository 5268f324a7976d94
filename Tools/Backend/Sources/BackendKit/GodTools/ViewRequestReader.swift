import Foundation

/// Reads a `POST /views` body: `{"data":{"type":"view","attributes":{"resource_id":"1","quantity":1}}}`.
enum ViewRequestReader {
    /// The view, or the JSON:API error that refuses it.
    static func view(from body: [UInt8]) -> Result<ViewLog.View, ViewRequestError> {
        guard let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any],
            let data = object["data"] as? [String: Any], let attributes = data["attributes"] as? [String: Any]
        else {
            return .failure(ViewRequestError(detail: "the body is not a view document", pointer: "/data"))
        }
        let resourceId = (attributes["resource_id"] as? String) ?? (attributes["resource_id"] as? Int).map(String.init)
        guard let resourceId, !resourceId.isEmpty else {
            return .failure(ViewRequestError(detail: "resource_id is missing", pointer: "/data/attributes/resource_id"))
        }
        guard let quantity = positiveWholeNumber(attributes["quantity"]) else {
            return .failure(ViewRequestError(detail: "quantity must be a positive number", pointer: "/data/attributes/quantity"))
        }
        return .success(ViewLog.View(resourceId: resourceId, quantity: quantity))
    }

    /// A JSON number that is whole and from 1 to a million, else `nil` (text too).
    private static func positiveWholeNumber(_ value: Any?) -> Int? {
        guard !(value is String) else { return nil }
        let number: Int?
        switch value {
        case let whole as Int: number = whole
        case let real as Double: number = Int(exactly: real)
        default: number = nil
        }
        return number.flatMap { (1...1_000_000).contains($0) ? $0 : nil }
    }
}

struct ViewRequestError: Error, Equatable {
    let detail: String
    let pointer: String
}
