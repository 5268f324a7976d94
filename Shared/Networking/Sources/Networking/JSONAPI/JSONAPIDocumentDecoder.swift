import Foundation
import Localization

/// Reads JSON:API documents tolerantly: `included`, `attributes` and `relationships` may be
/// missing, unknown types and attributes are kept, and a resource object that cannot be read
/// is left out (and listed in `skipped`) without losing the others.
///
/// What comes from the server is bounded and made safe as it is read (`ResponseLimits`):
/// every string is cleaned of escape sequences, controls and bidi overrides
/// (`OutsideText.multiline`); a resource with a string longer than the limit is left out like
/// an unreadable one; an array of more resources than the limit keeps the first ones and
/// lists the rest as skipped.
public struct JSONAPIDocumentDecoder: Sendable {
    public let limits: ResponseLimits

    public init(limits: ResponseLimits = .standard) {
        self.limits = limits
    }

    /// The document in `data`.
    /// - Throws: `JSONAPIDocumentError` when `data` is not a JSON object.
    public func decode(_ data: Data) throws(JSONAPIDocumentError) -> JSONAPIDocument {
        let json: JSONValue
        do {
            json = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw .notJSON
        }
        guard let members = json.objectValue else { throw .notAnObject }
        var skipped: [JSONAPISkippedResource] = []
        let primary = primaryData(members["data"], skipped: &skipped)
        let included = resources(in: members["included"], named: "included", skipped: &skipped)
        let errors = (members["errors"]?.arrayValue ?? []).compactMap(error)
        return JSONAPIDocument(data: primary, included: included, errors: errors, skipped: skipped)
    }

    /// The document in a response's body, for remote sources.
    /// - Throws: `RemoteFailure.malformedResponse` when the body is not a JSON object.
    public func decode(from response: HTTPResponse) throws(RemoteFailure) -> JSONAPIDocument {
        do {
            return try decode(response.body)
        } catch {
            throw .malformedResponse
        }
    }

    private func primaryData(_ value: JSONValue?, skipped: inout [JSONAPISkippedResource]) -> JSONAPIDocument.PrimaryData {
        switch value {
        case nil, .null?:
            return .none
        case .array?:
            return .many(resources(in: value, named: "data", skipped: &skipped))
        case let value?:
            switch resource(from: value) {
            case .success(let resource):
                return .single(resource)
            case .failure(let problem):
                skipped.append(JSONAPISkippedResource(location: "data", reason: problem.reason))
                return .none
            }
        }
    }

    /// The resource `value` holds, its strings cleaned and bounded.
    private func resource(from value: JSONValue) -> Result<JSONAPIResource, JSONAPIResourceReader.Problem> {
        do {
            return JSONAPIResourceReader.resource(from: try value.cleanedOutsideText(maxStringLength: limits.maxStringLength))
        } catch {
            return .failure(JSONAPIResourceReader.Problem(reason: error.description))
        }
    }

    /// The readable resource objects of the array `value` (named `name` in reports).
    private func resources(
        in value: JSONValue?, named name: String, skipped: inout [JSONAPISkippedResource]
    ) -> [JSONAPIResource] {
        guard let value, !value.isNull else { return [] }
        guard let elements = value.arrayValue else {
            skipped.append(JSONAPISkippedResource(location: name, reason: "not an array"))
            return []
        }
        var resources: [JSONAPIResource] = []
        if elements.count > limits.maxRecords {
            skipped.append(
                JSONAPISkippedResource(
                    location: "\(name)[\(limits.maxRecords)...]",
                    reason: "\(elements.count) resources, more than the \(limits.maxRecords) kept"
                ))
        }
        for (index, element) in elements.prefix(limits.maxRecords).enumerated() {
            switch resource(from: element) {
            case .success(let resource):
                resources.append(resource)
            case .failure(let problem):
                skipped.append(JSONAPISkippedResource(location: "\(name)[\(index)]", reason: problem.reason))
            }
        }
        return resources
    }

    private func error(_ value: JSONValue) -> JSONAPIError? {
        guard let members = value.objectValue else { return nil }
        let text = { (value: JSONValue?) in value?.stringValue.map(Self.errorText) }
        return JSONAPIError(
            status: text(members["status"]) ?? members["status"]?.intValue.map(String.init),
            title: text(members["title"]),
            detail: text(members["detail"]),
            sourcePointer: text(members["source"]?["pointer"])
        )
    }

    /// An error member's text: one clean line, at most 1,000 characters.
    private static func errorText(_ text: String) -> String {
        String(OutsideText.singleLine(String(text.prefix(1_000))))
    }
}
