//! The inspector: a card shown large with its texts — the printed text, what the engine did not
//! read, the engine's reading — beside the board on wide screens, over it below. It shows the card
//! the seat at the device opened (hover, press and hold, "i"), else the card a decision is about.

use std::rc::Rc;

use opcg_engine::CardDef;
use yew::prelude::*;

use super::card::CardFace;
use crate::i18n::{t, Lang, Msg};

/// The inspector for `card` (none: the empty panel that keeps the column's place); `about_only`
/// when it shows the card a decision is about rather than one the player opened.
pub fn inspector(card: Option<Rc<CardDef>>, about_only: bool, lang: Lang, close_inspect: Callback<MouseEvent>) -> Html {
    let Some(d) = card else {
        return html! {
            <aside class="inspect inspect-empty" aria-hidden="true">
                <p class="muted">{ t(lang, Msg::HoverACardToRead) }</p>
            </aside>
        };
    };
    let (text, trigger) = crate::texts::full(&d, lang);
    let printed = crate::decks::printed(&d.number);
    let shown_name = crate::decks::display_name(&d.number, lang, &d.name);
    let printed_text = printed.as_ref().and_then(|p| p.text(lang)).map(|t| {
        let mut lines: Vec<String> = t.effect.lines().map(str::to_string).collect();
        lines.extend(t.trigger.clone());
        (t.traits.join(" / "), lines)
    });
    let counter = (d.counter > 0).then(|| format!("{} +{}", t(lang, Msg::Counter), d.counter));
    html! {
        <aside class={classes!("inspect", about_only.then_some("inspect-about"))} aria-label={t(lang, Msg::CardDetails)} id="inspect">
            <button type="button" class="mini close" aria-label={t(lang, Msg::Close)} onclick={close_inspect}>{ "×" }</button>
            <div class="inspect-card"><CardFace def={d.clone()} {lang} /></div>
            <div class="inspect-text">
                <h3>{ shown_name }</h3>
                <p class="muted">{ format!("{} · {}", d.number, printed_text.as_ref().map_or_else(|| d.traits.join(" / "), |(t, _)| t.clone())) }</p>
                if let Some(c) = counter { <p class="muted">{ c }</p> }
                if let Some((_, lines)) = printed_text.as_ref().filter(|(_, l)| !l.is_empty()) {
                    <p class="reading-title">{ t(lang, Msg::CardText) }</p>
                    <p class="printed" id="inspect-printed">{ for lines.iter().map(|l| html! { <>{ l }<br /></> }) }</p>
                }
                if !d.unread.is_empty() {
                    <p class="reading-title">{ t(lang, Msg::NotReadByTheEngine) }</p>
                    <p class="unread" id="inspect-unread">{ for d.unread.iter().map(|l| html! { <>{ l }<br /></> }) }</p>
                }
                <p class="reading-title">{ t(lang, Msg::TheEnginesReading) }</p>
                <p class="reading" id="inspect-reading">
                    { for text.lines().map(|l| html! { <>{ l }<br /></> }) }
                    if let Some(t) = trigger { <span class="trigger-text">{ t }</span> }
                </p>
            </div>
        </aside>
    }
}
