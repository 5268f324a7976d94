import Foundation

/// Reads JSON:API documents tolerantly: `included`, `attributes` and `relationships` may be
/// missing, unknown types and attributes are kept, and a resource object that cannot be read
/// is left out (and listed in `skipped`) without losing the others.
public struct JSONAPIDocumentDecoder: Sendable {
    public init() {}

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
            switch JSONAPIResourceReader.resource(from: value) {
            case .success(let resource):
                return .single(resource)
            case .failure(let problem):
                skipped.append(JSONAPISkippedResource(location: "data", reason: problem.reason))
                return .none
            }
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
        for (index, element) in elements.enumerated() {
            switch JSONAPIResourceReader.resource(from: element) {
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
        return JSONAPIError(
            status: members["status"]?.stringValue ?? members["status"]?.intValue.map(String.init),
            title: members["title"]?.stringValue,
            detail: members["detail"]?.stringValue,
            sourcePointer: members["source"]?["pointer"]?.stringValue
        )
    }
}
