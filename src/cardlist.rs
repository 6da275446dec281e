//! Cards the player imports from card-list files (the punk-records JSON layout), kept in local
//! storage as printed; their text is read by the worker ([`crate::readings`]).
//!
//! Import is all-or-nothing per attempt: every problem of every file is listed (file, card,
//! field) and nothing is kept unless there is none. Cards whose text the compiler cannot fully
//! read are kept and playable; the report says which, and the table shows the engine's reading.

use std::collections::BTreeMap;

use opcg_cards::PrintedCard;
use serde::Deserialize;
use opcg_engine::CardDef;
use wasm_bindgen_futures::JsFuture;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::i18n::{t, tf, Fmt, Lang, Msg};

const KEY: &str = "opcg.cards.v1";

/// The imported cards as printed (none when storage is unavailable; a kept list that does not
/// read, or with a card whose number is outside its printed range — storage skips the
/// importer's checks — is put aside, [`crate::store::read_or_set_aside`], and none are used).
#[must_use]
pub fn imported() -> Vec<PrintedCard> {
    crate::store::read_or_set_aside(KEY, read_stored).unwrap_or_default()
}

/// Reads the text kept under the imported cards' key (a JSON list of [`PrintedCard`]) and
/// checks every card's numbers as the importer does ([`PrintedCard::check_stats`]), so a
/// stored list that was edited or damaged is refused, not played. Pure (tested natively).
pub fn read_stored(text: &str) -> Result<Vec<PrintedCard>, String> {
    let cards: Vec<PrintedCard> = serde_json::from_str(text).map_err(|e| format!("the imported cards kept in this browser are damaged: {e}"))?;
    opcg_cards::check_all_stats(&cards).map_err(|errors| {
        let list: Vec<String> = errors.iter().map(ToString::to_string).collect();
        format!("the imported cards kept in this browser are damaged: {}", list.join("; "))
    })?;
    Ok(cards)
}

/// The imported cards as the engine reads them (those read so far: the app has the worker read
/// the rest when it starts, [`crate::readings`]).
#[must_use]
pub fn imported_defs() -> Vec<CardDef> {
    imported().iter().filter_map(crate::readings::reading).collect()
}

/// What an import did, for the report.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Report {
    pub cards: usize,
    pub complete: usize,
    /// Cards with clauses the compiler could not read: number and the first unread text.
    pub partial: Vec<(String, String)>,
    pub alternates: usize,
}

/// The cards of card-list files as the worker reads them (`opcg_worker::Imported`).
#[derive(Deserialize)]
struct Imported {
    cards: Vec<PrintedCard>,
    alternates: usize,
}

/// Reads card-list texts (file name, content) and, when all are good, has the worker read their
/// card text and stores the cards with the ones imported before. Returns the report, or every
/// problem found. Parsing the files and reading the text both happen in the worker.
pub async fn import(files: &[(String, String)]) -> Result<Report, Vec<String>> {
    let request = serde_json::to_string(files).map_err(|e| vec![e.to_string()])?;
    let answer = crate::worker::request("import", &request).await.map_err(|why| why.lines().map(str::to_string).collect::<Vec<_>>())?;
    // Read as text: the page's JSON readers are built for text, not bytes.
    let list: Imported = String::from_utf8(answer)
        .map_err(|e| e.to_string())
        .and_then(|text| serde_json::from_str(&text).map_err(|e| e.to_string()))
        .map_err(|e| vec![format!("the card reader's answer does not fit this page: {e}")])?;
    let mut report = Report { cards: list.cards.len(), alternates: list.alternates, ..Report::default() };
    // Never write over kept cards that cannot be read: they are put aside first.
    let kept = crate::store::read_before_writing(KEY, read_stored).map_err(|why| vec![why])?.unwrap_or_default();
    let numbers: std::collections::BTreeSet<String> = list.cards.iter().map(|c| c.number.clone()).collect();
    let mut all: BTreeMap<String, PrintedCard> = kept.into_iter().map(|c| (c.number.clone(), c)).collect();
    for card in list.cards {
        match all.get_mut(&card.number) {
            Some(existing) => {
                for (lang, text) in card.texts {
                    existing.texts.insert(lang, text);
                }
            }
            None => {
                all.insert(card.number.clone(), card);
            }
        }
    }
    // The cards as they will be kept (a new language merged into a kept card changes it) are
    // read before anything is written: a reader that fails leaves the kept cards as they were.
    let all: Vec<PrintedCard> = all.into_values().collect();
    crate::readings::read(&all).await.map_err(|why| vec![format!("the cards' text could not be read: {why}")])?;
    for card in all.iter().filter(|c| numbers.contains(&c.number)) {
        let Some(def) = crate::readings::reading(card) else {
            return Err(vec![format!("{}: its text was not read", card.number)]);
        };
        match def.unread.first() {
            None => report.complete += 1,
            Some(first) => report.partial.push((card.number.clone(), first.clone())),
        }
    }
    if !crate::store::set(KEY, &all) {
        return Err(vec!["the browser could not keep the cards (storage full or unavailable)".to_string()]);
    }
    crate::decks::refresh_printed();
    Ok(report)
}

/// Keeps a card of one's own ([`crate::customcard`]) with the imported cards; it is read first,
/// and a reader that fails keeps nothing.
pub async fn add(card: PrintedCard) -> Result<(), String> {
    let mut all = crate::store::read_before_writing(KEY, read_stored)?.unwrap_or_default();
    if all.iter().any(|c| c.number == card.number) {
        return Err(format!("{} is already kept", card.number));
    }
    all.push(card);
    crate::readings::read(&all).await?;
    if !crate::store::set(KEY, &all) {
        return Err("the browser could not keep the card (storage full or unavailable)".to_string());
    }
    crate::decks::refresh_printed();
    Ok(())
}

/// Forgets every imported card.
pub fn clear() {
    crate::store::delete(KEY);
    crate::decks::refresh_printed();
}

#[derive(Properties, PartialEq)]
pub struct ImportProps {
    pub lang: Lang,
    /// Called after a successful import.
    #[prop_or_default]
    pub on_imported: Callback<()>,
}

#[derive(Clone, PartialEq)]
enum Status {
    Idle,
    Reading { done: usize, of: usize },
    Done(Report),
    Failed(Vec<String>),
}

/// "Import a card list": picks one or more punk-records JSON files, shows progress and the report.
#[function_component(CardListImport)]
pub fn card_list_import(p: &ImportProps) -> Html {
    let lang = p.lang;
    let status = use_state(|| Status::Idle);
    let count = use_state(|| imported().len());
    let onchange = {
        let status = status.clone();
        let count = count.clone();
        let on_imported = p.on_imported.clone();
        Callback::from(move |e: Event| {
            let Some(input) = e.target_dyn_into::<HtmlInputElement>() else { return };
            let Some(list) = input.files() else { return };
            let files: Vec<web_sys::File> = (0..list.length()).filter_map(|i| list.get(i)).collect();
            input.set_value("");
            let status = status.clone();
            let count = count.clone();
            let on_imported = on_imported.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let of = files.len();
                let mut texts = Vec::new();
                for (i, f) in files.iter().enumerate() {
                    status.set(Status::Reading { done: i, of });
                    match JsFuture::from(f.text()).await {
                        Ok(v) => texts.push((f.name(), v.as_string().unwrap_or_default())),
                        Err(_) => {
                            status.set(Status::Failed(vec![format!("{}: could not be read", f.name())]));
                            return;
                        }
                    }
                }
                status.set(Status::Reading { done: of, of });
                match import(&texts).await {
                    Ok(r) => {
                        count.set(imported().len());
                        status.set(Status::Done(r));
                        on_imported.emit(());
                    }
                    Err(es) => status.set(Status::Failed(es)),
                }
            });
        })
    };
    let forget = {
        let count = count.clone();
        let status = status.clone();
        Callback::from(move |_| {
            clear();
            count.set(0);
            status.set(Status::Idle);
        })
    };
    let body = match &*status {
        Status::Idle => html! {},
        Status::Reading { done, of } => html! {
            <p role="status"><progress max={of.to_string()} value={done.to_string()}></progress>{ format!(" {done}/{of}") }</p>
        },
        Status::Done(r) => html! {
            <div role="status" id="import-report">
                <p>{ tf(lang, Fmt::CardsImported { cards: r.cards as i64, complete: r.complete as i64, partial: r.partial.len() as i64 }) }</p>
                if !r.partial.is_empty() {
                    <details><summary>{ t(lang, Msg::UnreadClauses) }</summary>
                        <ul>{ for r.partial.iter().take(200).map(|(n, t)| html! { <li><code>{ n }</code>{ " " }{ t }</li> }) }</ul>
                    </details>
                }
            </div>
        },
        Status::Failed(es) => html! {
            <div role="alert" class="file-error" id="import-errors">
                <p>{ t(lang, Msg::NothingWasImportedProblemsFound) }</p>
                <ul>{ for es.iter().take(50).map(|e| html! { <li>{ e }</li> }) }</ul>
                if es.len() > 50 { <p>{ format!("… +{}", es.len() - 50) }</p> }
            </div>
        },
    };
    html! {
        <section class="panel card-import">
            <h2>{ t(lang, Msg::ImportACardList) }</h2>
            <p class="muted">{ t(lang, Msg::JSONFilesInThePunk) }</p>
            <label class="secondary file-button dark" for="import-cards">{ t(lang, Msg::ChooseFiles) }</label>
            <input type="file" id="import-cards" multiple=true accept=".json,application/json" class="visually-hidden" {onchange} />
            <p class="muted" id="imported-count">{ tf(lang, Fmt::ImportedCardCount { n: *count as i64 }) }</p>
            if *count > 0 {
                <button type="button" class="secondary" onclick={forget}>{ t(lang, Msg::ForgetImportedCards) }</button>
            }
            { body }
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Storage skips the importer, so its reader checks the same ranges: a kept card with an
    /// impossible number (here a Leader's power of `i32::MAX`) makes the list unusable, with
    /// the card and the field named; a good list reads back as it was written.
    #[test]
    fn stored_cards_are_checked_like_imported_ones() {
        let cards: Vec<PrintedCard> = opcg_cards::builtin_cards().into_iter().take(5).collect();
        let text = serde_json::to_string(&cards).unwrap();
        assert_eq!(read_stored(&text).unwrap(), cards);
        let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
        let leader = cards.iter().position(|c| c.kind == opcg_engine::CardKind::Leader).unwrap();
        v[leader]["power"] = serde_json::json!(i32::MAX);
        let why = read_stored(&v.to_string()).unwrap_err();
        assert!(why.contains(&cards[leader].number) && why.contains("power 2147483647"), "{why}");
        assert!(read_stored("[{").unwrap_err().contains("damaged"));
    }
}
