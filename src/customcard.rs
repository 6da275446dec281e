//! A card of one's own, written in the deck builder: name, kind, colours, numbers, traits and
//! text in English or Japanese. While the player types, the worker reads it (`custom`:
//! checked like an imported card, then read by the compiler) and the engine's reading shows
//! beside the form, with the text it does not read marked. Saved, the card joins the imported
//! cards (`opcg.cards.v1`, numbered `CUSTOM-001`, …): it is in the pool, goes in decks, plays,
//! and travels in saves and game files like any imported card.

use opcg_cards::PrintedCard;
use serde::{Deserialize, Serialize};
use yew::prelude::*;

use crate::i18n::{t, tf, Fmt, Lang, Msg};

/// The number a new card of one's own gets: the next free `CUSTOM-NNN`.
#[must_use]
pub fn next_number(taken: &[PrintedCard]) -> String {
    let last = taken.iter().filter_map(|c| c.number.strip_prefix("CUSTOM-").and_then(|n| n.parse::<u32>().ok())).max().unwrap_or(0);
    format!("CUSTOM-{:03}", last + 1)
}

/// What a field of the form takes.
#[derive(Clone, Copy, PartialEq)]
enum Input {
    Text,
    Number,
    Area,
    Choice(&'static [&'static str]),
}

const KINDS: &[&str] = &["Character", "Leader", "Event", "Stage"];
const COLOURS: &[&str] = &["Red", "Green", "Blue", "Purple", "Black", "Yellow"];
const SECOND: &[&str] = &["—", "Red", "Green", "Blue", "Purple", "Black", "Yellow"];
const ATTRIBUTES: &[&str] = &["Slash", "Strike", "Ranged", "Special", "Wisdom"];
const LANGS: &[&str] = &["English", "日本語"];

/// The form, one row a field: its id (`custom-<id>`), its label (the catalog's pair, taken at
/// compile time: a `Msg` read at run time would bring the whole catalog along), what
/// it takes, and its first value. Drawn by one loop and read by one handler, so the page pays
/// for the form once, not per field.
const FORM: [(&str, (&str, &str), Input, &str); 12] = [
    ("lang", Msg::FieldLang.pair(), Input::Choice(LANGS), "English"),
    ("name", Msg::FieldName.pair(), Input::Text, ""),
    ("kind", Msg::FieldKind.pair(), Input::Choice(KINDS), "Character"),
    ("colour", Msg::FieldColour.pair(), Input::Choice(COLOURS), "Red"),
    ("second", Msg::FieldSecond.pair(), Input::Choice(SECOND), "—"),
    ("cost", Msg::FieldCost.pair(), Input::Number, "2"),
    ("power", Msg::Power.pair(), Input::Number, "3000"),
    ("attribute", Msg::FieldAttribute.pair(), Input::Choice(ATTRIBUTES), "Slash"),
    ("counter", Msg::Counter.pair(), Input::Number, "1000"),
    ("traits", Msg::FieldTraits.pair(), Input::Text, ""),
    ("effect", Msg::FieldEffect.pair(), Input::Area, ""),
    ("trigger", Msg::FieldTrigger.pair(), Input::Text, ""),
];

/// The form's values, in [`FORM`]'s order.
#[derive(Clone, Debug, PartialEq)]
struct Fields(Vec<String>);

impl Default for Fields {
    fn default() -> Self {
        Fields(FORM.iter().map(|f| f.3.to_string()).collect())
    }
}

impl Fields {
    fn get(&self, id: &str) -> &str {
        FORM.iter().position(|f| f.0 == id).and_then(|i| self.0.get(i)).map_or("", String::as_str)
    }
    fn lang(&self) -> Lang {
        if self.get("lang") == "日本語" {
            Lang::Ja
        } else {
            Lang::En
        }
    }
}

/// One card object in the punk-records layout (what an import reads).
#[derive(Serialize)]
struct Punk<'a> {
    id: &'a str,
    name: &'a str,
    category: &'a str,
    colors: Vec<&'a str>,
    cost: Option<i64>,
    power: Option<i64>,
    counter: Option<i64>,
    attributes: Vec<&'a str>,
    types: Vec<&'a str>,
    effect: &'a str,
    trigger: Option<&'a str>,
    rarity: &'a str,
}

/// A `custom` question (the worker's `Draft`).
#[derive(Serialize)]
struct Draft<'a> {
    lang: Lang,
    card: Punk<'a>,
}

/// The worker's answer (its `Preview`).
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
struct Preview {
    card: Option<PrintedCard>,
    problems: Vec<String>,
    reading: String,
    trigger: Option<String>,
    unread: Vec<String>,
}

/// The question for `fields` under `number`: what does not belong to the kind is left out (a
/// Leader's counter, an Event's power), traits are split on `/`.
fn draft_json(f: &Fields, number: &str) -> String {
    let num = |id: &str| f.get(id).trim().parse::<i64>().ok();
    let kind = f.get("kind");
    let mut colors = vec![f.get("colour")];
    let second = f.get("second");
    if SECOND[1..].contains(&second) && second != colors[0] {
        colors.push(second);
    }
    let has_power = matches!(kind, "Leader" | "Character");
    let effect = f.get("effect");
    let card = Punk {
        id: number,
        name: f.get("name").trim(),
        category: kind,
        colors,
        cost: num("cost"),
        power: if has_power { num("power") } else { None },
        counter: if kind == "Character" { num("counter") } else { None },
        attributes: if has_power { vec![f.get("attribute")] } else { Vec::new() },
        types: f.get("traits").split('/').map(str::trim).filter(|t| !t.is_empty()).collect(),
        effect: if effect.trim().is_empty() { "-" } else { effect },
        trigger: Some(f.get("trigger").trim()).filter(|t| !t.is_empty() && kind != "Leader"),
        rarity: "C",
    };
    serde_json::to_string(&Draft { lang: f.lang(), card }).unwrap_or_default()
}

/// `text` in pieces, the parts found in `unread` marked.
fn marked(text: &str, unread: &[String]) -> Html {
    let mut spans: Vec<(usize, usize)> = unread.iter().filter(|u| !u.is_empty()).filter_map(|u| text.find(u.as_str()).map(|at| (at, at + u.len()))).collect();
    spans.sort_unstable();
    let mut out = Vec::new();
    let mut at = 0;
    for (from, to) in spans {
        if from < at {
            continue;
        }
        out.push(html! { { &text[at..from] } });
        out.push(html! { <mark class="unread-text">{ &text[from..to] }</mark> });
        at = to;
    }
    out.push(html! { { &text[at..] } });
    out.into_iter().collect()
}

#[derive(Properties, PartialEq)]
pub struct CustomProps {
    pub lang: Lang,
    /// Called once the card is kept (the pool has it).
    pub on_saved: Callback<()>,
}

/// "Write a card": the form, the engine's live reading, and the save button.
#[function_component(CustomCard)]
pub fn custom_card(p: &CustomProps) -> Html {
    let lang = p.lang;
    let fields = use_state(Fields::default);
    let preview = use_state(|| None::<Result<Preview, String>>);
    let saved = use_state(|| None::<Result<String, String>>);
    let number = crate::customcard::next_number(&crate::cardlist::imported());
    {
        // Read what is typed, a moment after the typing stops; a later question wins.
        let preview = preview.clone();
        let question = draft_json(&fields, &number);
        use_effect_with(question, move |question| {
            let question = question.clone();
            let current = std::rc::Rc::new(std::cell::Cell::new(true));
            let alive = current.clone();
            wasm_bindgen_futures::spawn_local(async move {
                crate::computer::sleep(250).await;
                if !alive.get() {
                    return;
                }
                let answer = crate::worker::request("custom", &question).await;
                let read = answer.and_then(|bytes| {
                    let text = String::from_utf8(bytes).map_err(|e| e.to_string())?;
                    serde_json::from_str::<Preview>(&text).map_err(|e| e.to_string())
                });
                if alive.get() {
                    preview.set(Some(read));
                }
            });
            move || current.set(false)
        });
    }
    // One handler for the whole form: the field is the one the event came from.
    let oninput = {
        let fields = fields.clone();
        let saved = saved.clone();
        Callback::from(move |e: InputEvent| {
            let Some(el) = e.target_dyn_into::<web_sys::Element>() else { return };
            let Some(i) = el.id().strip_prefix("custom-").and_then(|id| FORM.iter().position(|f| f.0 == id)) else { return };
            let value = js_sys::Reflect::get(&el, &"value".into()).ok().and_then(|v| v.as_string()).unwrap_or_default();
            let mut f = (*fields).clone();
            f.0[i] = value;
            fields.set(f);
            saved.set(None);
        })
    };
    let f = (*fields).clone();
    let form = FORM.iter().enumerate().map(|(i, &(id, label, input, _))| {
        let id = format!("custom-{id}");
        let value = f.0[i].clone();
        let field = match input {
            Input::Text => html! { <input id={id.clone()} type="text" {value} /> },
            Input::Number => html! { <input id={id.clone()} type="number" min="0" {value} /> },
            Input::Area => html! { <textarea id={id.clone()} rows="4" {value} /> },
            Input::Choice(options) => html! {
                <select id={id.clone()}>{ for options.iter().map(|o| html! { <option value={*o} selected={*o == value}>{ *o }</option> }) }</select>
            },
        };
        html! { <label for={id} class={classes!((input == Input::Area).then_some("wide"))}><span>{ crate::i18n::pick(lang, label) }</span>{ field }</label> }
    });
    let read = match &*preview {
        None => html! { <p class="muted">{ t(lang, Msg::Reading) }</p> },
        Some(Err(why)) => html! { <p class="file-error" role="alert">{ why }</p> },
        Some(Ok(r)) if !r.problems.is_empty() => html! {
            <ul class="file-error" id="custom-problems">{ for r.problems.iter().map(|p| html! { <li>{ p }</li> }) }</ul>
        },
        Some(Ok(r)) => html! {
            <>
                <p class="reading-title">{ t(lang, Msg::TheEngineReads) }</p>
                <p class="custom-reading" id="custom-reading">{ if r.reading.is_empty() { t(lang, Msg::NoText).to_string() } else { r.reading.clone() } }</p>
                if let Some(t) = &r.trigger { <p class="custom-reading">{ t }</p> }
                if r.unread.is_empty() {
                    <p class="muted" id="custom-complete">{ t(lang, Msg::EveryWordIsRead) }</p>
                } else {
                    <p class="reading-title">{ t(lang, Msg::NotReadDoneByHand) }</p>
                    <p class="custom-typed" id="custom-unread">{ marked(f.get("effect"), &r.unread) }{ " " }{ marked(f.get("trigger"), &r.unread) }</p>
                }
            </>
        },
    };
    let can_save = matches!(&*preview, Some(Ok(r)) if r.card.is_some());
    let save = {
        let preview = preview.clone();
        let saved = saved.clone();
        let on_saved = p.on_saved.clone();
        let fields = fields.clone();
        Callback::from(move |_| {
            let Some(Ok(Preview { card: Some(card), .. })) = (*preview).clone() else { return };
            let saved = saved.clone();
            let on_saved = on_saved.clone();
            let fields = fields.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let number = card.number.clone();
                match crate::cardlist::add(card).await {
                    Ok(()) => {
                        saved.set(Some(Ok(number)));
                        let mut fresh = Fields::default();
                        fresh.0[0] = fields.0[0].clone();
                        fields.set(fresh);
                        on_saved.emit(());
                    }
                    Err(why) => saved.set(Some(Err(why))),
                }
            });
        })
    };
    html! {
        <section class="panel custom-card" aria-labelledby="custom-title">
            <h2 id="custom-title">{ t(lang, Msg::WriteACard) }</h2>
            <div class="custom-form" {oninput}>{ for form }</div>
            <div class="custom-read" aria-live="polite">{ read }</div>
            <button type="button" class="primary" id="custom-save" disabled={!can_save} onclick={save}>
                { tf(lang, Fmt::SaveAsNumber { number: &number }) }
            </button>
            { match &*saved {
                Some(Ok(n)) => html! { <p role="status" id="custom-saved">{ tf(lang, Fmt::CustomCardSaved { number: n }) }</p> },
                Some(Err(why)) => html! { <p class="file-error" role="alert">{ why }</p> },
                None => html! {},
            } }
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_card_takes_the_next_free_number() {
        assert_eq!(next_number(&[]), "CUSTOM-001");
        let mut cards = opcg_cards::builtin_cards();
        cards.truncate(2);
        cards[0].number = "CUSTOM-007".into();
        cards[1].number = "CUSTOM-x".into();
        assert_eq!(next_number(&cards), "CUSTOM-008");
    }

    /// The question is the import's card object: what a player leaves out for the kind is
    /// not sent (a Leader's counter, an Event's power), traits split on `/`.
    #[test]
    fn the_question_is_a_card_object_for_the_kind() {
        let set = |f: &mut Fields, id: &str, v: &str| f.0[FORM.iter().position(|r| r.0 == id).unwrap()] = v.to_string();
        let mut f = Fields::default();
        set(&mut f, "name", " Tess ");
        set(&mut f, "traits", "Crew / Sky Pirates /");
        set(&mut f, "effect", "[On Play] Draw 1 card.");
        let v: serde_json::Value = serde_json::from_str(&draft_json(&f, "CUSTOM-001")).unwrap();
        assert_eq!(v["lang"], "En");
        assert_eq!(v["card"]["name"], "Tess");
        assert_eq!(v["card"]["types"], serde_json::json!(["Crew", "Sky Pirates"]));
        assert_eq!(v["card"]["counter"], 1000);
        let mut event = f.clone();
        set(&mut event, "kind", "Event");
        set(&mut event, "second", "Blue");
        let v: serde_json::Value = serde_json::from_str(&draft_json(&event, "CUSTOM-002")).unwrap();
        assert_eq!(v["card"]["power"], serde_json::Value::Null);
        assert_eq!(v["card"]["colors"], serde_json::json!(["Red", "Blue"]));
        assert_eq!(v["card"]["attributes"], serde_json::json!([]));
        let worker: opcg_worker::Preview = serde_json::from_slice(&opcg_worker::answer("custom", &draft_json(&f, "CUSTOM-001")).unwrap()).unwrap();
        assert_eq!(worker.reading, "[On Play] Draw 1 card.");
        assert_eq!(worker.card.unwrap().number, "CUSTOM-001");
    }
}
