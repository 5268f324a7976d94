/// The embedded dataset once decoded: every record of its `results`, read or
/// skipped, in file order, and the seed it was made with. Serves pages the way
/// a randomuser.me server would.
struct BundledContactsDataset: Sendable {
    /// The response format version the dataset is written in.
    static let version = "1.4"

    /// Every element of the file's `results`, in order.
    var records: [RandomUserDecodedResponse.Record]
    /// The dataset's `info.seed`, or `nil` when it has no `info`.
    var seed: String?

    init(decoded: RandomUserDecodedResponse) {
        records = decoded.records
        seed = decoded.info?.seed
    }

    /// The number of records that decoded into contacts.
    var contactCount: Int {
        records.reduce(0) { count, record in record.contact == nil ? count : count + 1 }
    }

    /// Page `request.page` of `request.results` records among those matching
    /// the request's `nat` and `gender`, in file order: records
    /// `[(page - 1) * results, page * results)`. Skipped records keep their
    /// place when no filter is set (and are counted in `skippedRecordCount`,
    /// as when a server's page holds a bad record); with a filter they are
    /// left out, since their nationality and gender are unknown. A page
    /// before the first or past the end is empty.
    func page(for request: ContactsPageRequest) -> ContactsSourcePageDataModel {
        let slice = matchingRecords(for: request).pageSlice(page: request.page, size: request.results)
        let contacts = slice.compactMap(\.contact)
        return ContactsSourcePageDataModel(
            contacts: contacts,
            skippedRecordCount: slice.count - contacts.count,
            info: ContactsSourceInfoDataModel(
                seed: seed ?? request.seed, results: slice.count, page: request.page, version: Self.version
            )
        )
    }

    /// Pages of `request.results` and readable contacts among the records matching the request's filters.
    func bookSize(for request: ContactsPageRequest) -> ContactsBookSizeDataModel {
        let matching = matchingRecords(for: request)
        let size = max(1, request.results)
        return ContactsBookSizeDataModel(
            pageCount: (matching.count + size - 1) / size,
            contactCount: matching.reduce(0) { $1.contact == nil ? $0 : $0 + 1 }
        )
    }

    private func matchingRecords(for request: ContactsPageRequest) -> [RandomUserDecodedResponse.Record] {
        let nationalities = Set(request.nationalities.map { $0.uppercased() })
        let gender = request.gender?.lowercased() ?? ""
        guard !nationalities.isEmpty || !gender.isEmpty else { return records }
        return records.filter { record in
            guard let contact = record.contact else { return false }
            let nationalityMatches = nationalities.isEmpty || nationalities.contains(contact.nationality.uppercased())
            let genderMatches = gender.isEmpty || contact.gender.lowercased() == gender
            return nationalityMatches && genderMatches
        }
    }
}

extension Array {
    /// Elements `[(page - 1) * size, page * size)`, clipped to the array;
    /// empty for a page or size below 1.
    fileprivate func pageSlice(page: Int, size: Int) -> ArraySlice<Element> {
        guard page >= 1, size >= 1 else { return [] }
        let (start, overflow) = (page - 1).multipliedReportingOverflow(by: size)
        guard !overflow, start < count else { return [] }
        return self[start..<(start + Swift.min(size, count - start))]
    }
}
