/// `GET`/`POST /me/activity`'s totals: `{"toolOpens","lessonCompletions","shares"}`; a count
/// left out or unreadable is 0.
struct ActivityDTO: Decodable {
    let toolOpens: LenientCount?
    let lessonCompletions: LenientCount?
    let shares: LenientCount?

    var activity: AccountActivityDataModel {
        AccountActivityDataModel(
            toolOpens: toolOpens?.value ?? 0, lessonCompletions: lessonCompletions?.value ?? 0, shares: shares?.value ?? 0)
    }
}
