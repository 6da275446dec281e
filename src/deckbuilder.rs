//! The deck builder: a deck over the card pool (built-in and imported cards) with live checking
//! of the deck rules (5-1-2), deck-list import and export in the `4xNUM` form, and decks kept in
//! local storage.

use opcg_engine::{CardDef, CardKind, Colour, DeckList};
use web_sys::{HtmlInputElement, HtmlTextAreaElement};
use yew::prelude::*;

use crate::cardlist::CardListImport;
use crate::decks::{self, SavedDeck};
use crate::i18n::{t, tf, Fmt, Lang, Msg};
use crate::table::card::{colour_class, kind_name};

#[derive(Properties, PartialEq)]
pub struct BuilderProps {
    pub lang: Lang,
    pub on_done: Callback<()>,
}

#[derive(Clone, PartialEq, Default)]
struct Draft {
    id: Option<String>,
    name: String,
    leader: Option<String>,
    main: Vec<String>,
}

impl Draft {
    fn list(&self) -> Option<DeckList> {
        Some(DeckList { leader: self.leader.clone()?, main: self.main.clone() })
    }
    fn count(&self, number: &str) -> usize {
        self.main.iter().filter(|n| *n == number).count()
    }
}

/// Where *Save* puts the deck being built.
#[derive(Clone, Debug, PartialEq, Eq)]
enum SaveTo {
    /// Over the saved deck it was opened from (same name): the edit of that deck.
    Over(String),
    /// A new saved deck: nothing saved before is changed.
    New,
    /// Another saved deck has this name: replaced only if the player says so.
    AskReplace(SavedDeck),
}

/// Where *Save* puts a deck named `name` that was opened from the saved deck `editing` (if
/// any): a deck keeps its place only under its own name, so reading a list into it and saving
/// it under a new name saves a new deck and keeps the first one.
fn save_target(editing: Option<&str>, name: &str, saved: &[SavedDeck]) -> SaveTo {
    if let Some(d) = editing.and_then(|id| saved.iter().find(|d| d.id == id)) {
        if d.name == name {
            return SaveTo::Over(d.id.clone());
        }
    }
    match saved.iter().find(|d| d.name == name) {
        Some(other) => SaveTo::AskReplace(other.clone()),
        None => SaveTo::New,
    }
}

const COLOURS: [Colour; 6] = [Colour::Red, Colour::Green, Colour::Blue, Colour::Purple, Colour::Black, Colour::Yellow];

/// The deck builder screen.
#[function_component(DeckBuilder)]
pub fn deck_builder(p: &BuilderProps) -> Html {
    let lang = p.lang;
    let version = use_state(|| 0u32); // bumped after an import or a save: re-reads the pool and the saved decks
    let pool = use_memo(*version, |_| decks::pool());
    let saved = use_memo(*version, |_| decks::saved());
    let draft = use_state(Draft::default);
    let search = use_state(String::new);
    let colour = use_state(|| None::<Colour>);
    let list_text = use_state(String::new);
    let message = use_state(|| None::<(bool, String)>);
    // A save that would replace another saved deck of the same name, waiting for the player's word.
    let replacing = use_state(|| None::<SavedDeck>);

    let set = |f: Box<dyn Fn(&mut Draft)>| {
        let draft = draft.clone();
        move |_: MouseEvent| {
            let mut d = (*draft).clone();
            f(&mut d);
            draft.set(d);
        }
    };

    // ---- the card list
    // ASCII case folding: names and numbers are Latin letters, kana or kanji (Unicode case
    // tables would cost the page ~10 KB for letters no card name uses).
    let needle = search.to_ascii_lowercase();
    let matches = |d: &CardDef| {
        (needle.is_empty()
            || d.name.to_ascii_lowercase().contains(&needle)
            || d.number.to_ascii_lowercase().contains(&needle)
            || d.traits.iter().any(|t| t.to_ascii_lowercase().contains(&needle)))
            && colour.is_none_or(|c| d.colours.contains(&c))
    };
    let cards: Vec<CardDef> = pool.iter().map(|(_, d)| d.clone()).filter(|d| d.kind != CardKind::Don && matches(d)).take(300).collect();
    let rows = cards.iter().map(|d| {
        let n = d.number.clone();
        let in_deck = draft.count(&n);
        let is_leader = draft.leader.as_deref() == Some(n.as_str());
        let stats = match d.kind {
            CardKind::Leader => format!("{} {} · {} {}", t(lang, Msg::Life), d.life, t(lang, Msg::Power), d.power),
            CardKind::Character => format!("{} {} · {} {}{}", t(lang, Msg::Cost), d.cost, t(lang, Msg::Power), d.power,
                if d.counter > 0 { format!(" · +{}", d.counter) } else { String::new() }),
            _ => format!("{} {}", t(lang, Msg::Cost), d.cost),
        };
        let dots = d.colours.iter().map(|c| html! { <span class={classes!("dot", colour_class(*c))}></span> });
        let actions = if d.kind == CardKind::Leader {
            let n2 = n.clone();
            html! {
                <button type="button" class={classes!("mini", is_leader.then_some("on"))} onclick={set(Box::new(move |dr: &mut Draft| dr.leader = Some(n2.clone())))}>
                    { if is_leader { t(lang, Msg::Leader) } else { t(lang, Msg::SetAsLeader) } }
                </button>
            }
        } else {
            let (a, r) = (n.clone(), n.clone());
            html! {
                <>
                    <button type="button" class="mini" aria-label={format!("− {}", d.name)} disabled={in_deck == 0}
                            onclick={set(Box::new(move |dr: &mut Draft| { if let Some(i) = dr.main.iter().position(|x| *x == r) { dr.main.remove(i); } }))}>{ "−" }</button>
                    <span class="in-deck">{ in_deck }</span>
                    <button type="button" class="mini add" aria-label={format!("+ {}", d.name)} onclick={set(Box::new(move |dr: &mut Draft| dr.main.push(a.clone())))}>{ "+" }</button>
                </>
            }
        };
        html! {
            <li class="pool-row" data-number={n.clone()}>
                <span class="dots">{ for dots }</span>
                <span class="pool-name"><b>{ &d.name }</b><small>{ format!("{} · {} · {}", d.number, kind_name(d.kind, lang), stats) }</small></span>
                <span class="pool-actions">{ actions }</span>
            </li>
        }
    });

    // ---- the deck and its checking
    let errors: Vec<String> = match draft.list() {
        Some(list) => decks::deck_errors(&pool, &list).iter().map(|e| e.to_string().trim_start_matches("seat A: ").to_string()).collect(),
        None => vec![t(lang, Msg::ChooseALeader).to_string()],
    };
    let total = draft.main.len();
    let mut grouped: Vec<(String, usize)> = Vec::new();
    for n in &draft.main {
        match grouped.iter_mut().find(|(m, _)| m == n) {
            Some((_, c)) => *c += 1,
            None => grouped.push((n.clone(), 1)),
        }
    }
    let name_of = |n: &str| pool.by_number(n).map(|d| d.name.clone()).unwrap_or_else(|| n.to_string());

    let on_name = {
        let draft = draft.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(i) = e.target_dyn_into::<HtmlInputElement>() {
                let mut d = (*draft).clone();
                d.name = i.value();
                draft.set(d);
            }
        })
    };
    let on_search = {
        let search = search.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(i) = e.target_dyn_into::<HtmlInputElement>() {
                search.set(i.value());
            }
        })
    };
    let on_list_text = {
        let list_text = list_text.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(t) = e.target_dyn_into::<HtmlTextAreaElement>() {
                list_text.set(t.value());
            }
        })
    };
    let read_list = {
        let list_text = list_text.clone();
        let draft = draft.clone();
        let message = message.clone();
        let pool = pool.clone();
        Callback::from(move |_| match opcg_cards::decklist::parse(&list_text, |n| pool.by_number(n).map(|c| c.kind)) {
            Ok(d) => {
                let mut next = (*draft).clone();
                next.leader = Some(d.leader);
                next.main = d.main;
                draft.set(next);
                message.set(Some((true, t(lang, Msg::DeckListRead).to_string())));
            }
            Err(errs) => {
                let text: Vec<String> = errs.iter().map(ToString::to_string).collect();
                message.set(Some((false, text.join("\n"))));
            }
        })
    };
    let export_list = {
        let draft = draft.clone();
        let list_text = list_text.clone();
        Callback::from(move |_| {
            if let Some(l) = &draft.leader {
                list_text.set(opcg_cards::decklist::write(l, &draft.main));
            }
        })
    };
    let download = {
        let draft = draft.clone();
        let message = message.clone();
        Callback::from(move |_| {
            if let Some(l) = &draft.leader {
                let name = if draft.name.trim().is_empty() { "deck".to_string() } else { draft.name.trim().replace(['/', '\\'], "-") };
                if crate::gamefile::download(&format!("{name}.txt"), &opcg_cards::decklist::write(l, &draft.main)).is_err() {
                    message.set(Some((false, t(lang, Msg::TheFileCouldNotBeSaved).to_string())));
                }
            }
        })
    };
    // Keeps the deck under `id`: the deck being built becomes that saved deck.
    let keep = {
        let draft = draft.clone();
        let message = message.clone();
        let version = version.clone();
        let replacing = replacing.clone();
        move |id: String| {
            let Some(leader) = &draft.leader else { return };
            replacing.set(None);
            let ok = decks::save(SavedDeck { id: id.clone(), name: draft.name.trim().to_string(), list: opcg_cards::decklist::write(leader, &draft.main) });
            if ok {
                let mut d = (*draft).clone();
                d.id = Some(id);
                draft.set(d);
                version.set(*version + 1);
                message.set(Some((true, t(lang, Msg::Saved).to_string())));
            } else {
                message.set(Some((false, t(lang, Msg::TheBrowserCouldNotKeep).to_string())));
            }
        }
    };
    let save = {
        let draft = draft.clone();
        let message = message.clone();
        let replacing = replacing.clone();
        let keep = keep.clone();
        Callback::from(move |_| {
            if draft.leader.is_none() {
                return;
            }
            let name = draft.name.trim();
            if name.is_empty() {
                message.set(Some((false, t(lang, Msg::GiveTheDeckAName).to_string())));
                return;
            }
            match save_target(draft.id.as_deref(), name, &decks::saved()) {
                SaveTo::Over(id) => keep(id),
                SaveTo::New => keep(decks::new_id()),
                SaveTo::AskReplace(other) => {
                    message.set(None);
                    replacing.set(Some(other));
                }
            }
        })
    };
    let replace = {
        let replacing = replacing.clone();
        let keep = keep.clone();
        Callback::from(move |_| {
            if let Some(other) = &*replacing {
                keep(other.id.clone());
            }
        })
    };
    let keep_both = {
        let replacing = replacing.clone();
        Callback::from(move |_| replacing.set(None))
    };
    let new_deck = {
        let draft = draft.clone();
        let message = message.clone();
        let list_text = list_text.clone();
        let replacing = replacing.clone();
        Callback::from(move |_| {
            draft.set(Draft::default());
            list_text.set(String::new());
            replacing.set(None);
            message.set(None);
        })
    };
    let editing = draft.id.as_ref().and_then(|id| saved.iter().find(|d| &d.id == id)).map(|d| d.name.clone());
    let saved_rows = saved.iter().map(|s| {
        let edit = {
            let draft = draft.clone();
            let pool = pool.clone();
            let s = s.clone();
            let message = message.clone();
            Callback::from(move |_| match opcg_cards::decklist::parse(&s.list, |n| pool.by_number(n).map(|c| c.kind)) {
                Ok(d) => draft.set(Draft { id: Some(s.id.clone()), name: s.name.clone(), leader: Some(d.leader), main: d.main }),
                Err(errs) => message.set(Some((false, errs.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n")))),
            })
        };
        let remove = {
            let id = s.id.clone();
            let version = version.clone();
            Callback::from(move |_| {
                decks::delete(&id);
                version.set(*version + 1);
            })
        };
        html! {
            <li class="saved-row"><span>{ &s.name }</span>
                <button type="button" class="mini" onclick={edit}>{ t(lang, Msg::Edit) }</button>
                <button type="button" class="mini" onclick={remove}>{ t(lang, Msg::Delete) }</button>
            </li>
        }
    });
    let colour_chips = COLOURS.iter().map(|c| {
        let colour = colour.clone();
        let on = *colour == Some(*c);
        let c = *c;
        html! {
            <button type="button" class={classes!("chip", "colour-chip", colour_class(c), on.then_some("chip-on"))} aria-pressed={on.to_string()}
                    onclick={Callback::from(move |_| colour.set(if on { None } else { Some(c) }))}>{ colour_class(c) }</button>
        }
    });
    // Start from a built-in deck: a copy to change and save under another name.
    let builtin = decks::builtin_only();
    let start_from = {
        let draft = draft.clone();
        let message = message.clone();
        let builtin = builtin.clone();
        Callback::from(move |e: Event| {
            let Some(sel) = e.target_dyn_into::<web_sys::HtmlSelectElement>() else { return };
            if let Some(d) = sel.value().parse::<usize>().ok().and_then(|i| builtin.get(i)) {
                let name = tf(lang, Fmt::DeckCopyName { name: d.name(lang) });
                draft.set(Draft { id: None, name, leader: Some(d.list.leader.clone()), main: d.list.main.clone() });
                message.set(None);
            }
            sel.set_value("");
        })
    };
    let done = {
        let on_done = p.on_done.clone();
        Callback::from(move |_| on_done.emit(()))
    };
    let reimport = {
        let version = version.clone();
        Callback::from(move |()| version.set(*version + 1))
    };

    html! {
        <div class="builder">
            <header class="table-bar">
                <span class="status">{ t(lang, Msg::DeckBuilder) }</span>
                <button type="button" class="mini" id="builder-done" onclick={done}>{ t(lang, Msg::Menu) }</button>
            </header>
            <div class="builder-main">
                <section class="panel pool">
                    <input type="search" id="pool-search" placeholder={t(lang, Msg::SearchNameNumberTrait)} oninput={on_search} value={(*search).clone()} />
                    <div class="chips">{ for colour_chips }</div>
                    <ul class="pool-list">{ for rows }</ul>
                </section>
                <section class="panel deck">
                    <select id="start-from" class="start-from" onchange={start_from} aria-label={t(lang, Msg::StartFromABuiltIn)}>
                        <option value="" selected=true>{ t(lang, Msg::StartFromABuiltInMenu) }</option>
                        { for builtin.iter().enumerate().map(|(i, d)| html! { <option value={i.to_string()}>{ d.name(lang) }</option> }) }
                    </select>
                    <p class="deck-editing" id="deck-editing">
                        { match &editing {
                            Some(name) => tf(lang, Fmt::EditingDeck { name }),
                            None => t(lang, Msg::ANewDeck).to_string(),
                        } }
                        <button type="button" class="mini" id="new-deck" onclick={new_deck}>{ t(lang, Msg::NewDeck) }</button>
                    </p>
                    <input type="text" id="deck-name" placeholder={t(lang, Msg::DeckName)} value={draft.name.clone()} oninput={on_name} />
                    <p class="deck-leader">{ t(lang, Msg::LeaderLabel) }<b>{ draft.leader.as_deref().map(name_of).unwrap_or_else(|| "—".into()) }</b></p>
                    <p class={classes!("deck-count", (total == 50).then_some("ok"))} id="deck-count">{ format!("{total} / 50") }</p>
                    <ul class="deck-list">{ for grouped.iter().map(|(n, c)| html! { <li>{ format!("{c}× {}", name_of(n)) }<small>{ format!(" {n}") }</small></li> }) }</ul>
                    <p class="muted">{ decks::rules_hint(lang) }</p>
                    if errors.is_empty() {
                        <p class="deck-ok" id="deck-valid">{ t(lang, Msg::ThisDeckIsLegal) }</p>
                    } else {
                        <ul class="deck-errors" id="deck-errors">{ for errors.iter().map(|e| html! { <li>{ e }</li> }) }</ul>
                    }
                    <div class="actions">
                        <button type="button" class="primary" id="save-deck" onclick={save} disabled={draft.leader.is_none()}>{ t(lang, Msg::Save) }</button>
                        <button type="button" class="secondary" onclick={export_list} disabled={draft.leader.is_none()}>{ t(lang, Msg::ShowList) }</button>
                        <button type="button" class="secondary" onclick={download} disabled={draft.leader.is_none()}>{ t(lang, Msg::SaveToFile) }</button>
                    </div>
                    <label for="deck-list-text" class="muted">{ t(lang, Msg::DeckListOneLinePer) }</label>
                    <textarea id="deck-list-text" rows="8" value={(*list_text).clone()} oninput={on_list_text} />
                    <button type="button" class="secondary" id="read-list" onclick={read_list}>{ t(lang, Msg::ReadThisList) }</button>
                    if let Some(other) = &*replacing {
                        <div class="builder-message bad" role="alert" id="replace-ask">
                            <p>{ tf(lang, Fmt::DeckNameTaken { name: &other.name }) }</p>
                            <button type="button" class="mini" id="replace-deck" onclick={replace}>{ t(lang, Msg::ReplaceIt) }</button>
                            <button type="button" class="mini" id="keep-both" onclick={keep_both}>{ t(lang, Msg::CancelChangeTheName) }</button>
                        </div>
                    }
                    if let Some((ok, text)) = &*message {
                        <pre class={classes!("builder-message", (!ok).then_some("bad"))} role={if *ok { "status" } else { "alert" }} id="builder-message">{ text }</pre>
                    }
                    if !saved.is_empty() {
                        <h3>{ t(lang, Msg::SavedDecks) }</h3>
                        <ul class="saved-list">{ for saved_rows }</ul>
                    }
                </section>
            </div>
            <CardListImport {lang} on_imported={reimport.clone()} />
            <crate::customcard::CustomCard {lang} on_saved={reimport} />
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn deck(id: &str, name: &str) -> SavedDeck {
        SavedDeck { id: id.into(), name: name.into(), list: String::new() }
    }

    /// A deck keeps its place only under its own name; a new name is a new deck; the name of
    /// another saved deck asks first.
    #[test]
    fn save_never_replaces_a_deck_without_being_asked() {
        let saved = vec![deck("d1", "Red"), deck("d2", "Blue")];
        assert_eq!(save_target(Some("d1"), "Red", &saved), SaveTo::Over("d1".into()));
        assert_eq!(save_target(Some("d1"), "Red v2", &saved), SaveTo::New, "renamed: the first deck is kept");
        assert_eq!(save_target(None, "Green", &saved), SaveTo::New);
        assert_eq!(save_target(None, "Blue", &saved), SaveTo::AskReplace(deck("d2", "Blue")));
        assert_eq!(save_target(Some("d1"), "Blue", &saved), SaveTo::AskReplace(deck("d2", "Blue")));
        assert_eq!(save_target(Some("gone"), "Red", &saved), SaveTo::AskReplace(deck("d1", "Red")), "a deck deleted meanwhile");
    }
}
