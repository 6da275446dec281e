//! A hand on the board: the seat at the device's own cards (to drag, tap or pick) and the other
//! seat's as backs — or as faces with open hands and in a replay watched so. Only what the view
//! holds as `Known` is drawn.

use std::rc::Rc;

use opcg_engine::{CardDef, CardId, CardView, Hidden};
use yew::prelude::*;

use super::board::{drop_attr, Board, CardEvent};
use super::card::CardFace;
use super::moves::{Source, Target};
use crate::i18n::Lang;

/// A card in a hand, face up, as drawn: all it shows, compared cheaply (the definition by pointer).
#[derive(Properties, PartialEq)]
pub struct HandCardProps {
    pub def: Rc<CardDef>,
    pub id: CardId,
    pub lang: Lang,
    /// The seat at the device's own hand (its cards may be picked up).
    pub mine: bool,
    pub draggable: bool,
    pub picked: bool,
    pub candidate: bool,
    pub chosen: bool,
    pub on: Callback<CardEvent>,
}

/// A face-up card of a hand.
#[function_component(HandCard)]
pub fn hand_card(p: &HandCardProps) -> Html {
    let HandCardProps { ref def, id, lang, mine, draggable, picked, candidate, chosen, ref on } = *p;
    let source = Source::Hand(id);
    let class = classes!(
        "card",
        "in-hand",
        draggable.then_some("source"),
        picked.then_some("picked"),
        candidate.then_some("candidate"),
        chosen.then_some("chosen"),
    );
    let number = def.number.clone();
    let down = { let n = number.clone(); on.reform(move |e| CardEvent::Down(e, mine.then_some(source), Some(n.clone()))) };
    let enter = { let n = number.clone(); on.reform(move |e| CardEvent::Hover(e, n.clone(), id)) };
    let tap = on.reform(move |_: MouseEvent| CardEvent::Tap(Some(Target::Card(id)), Some(source)));
    html! {
        <button type="button" {class} data-card={id.0.to_string()} data-number={number}
                data-drop={drop_attr(Target::Card(id))} aria-label={crate::decks::display_name(&def.number, lang, &def.name)}
                onpointerdown={down}
                onpointerenter={enter}
                onclick={tap}>
            <CardFace def={def.clone()} {lang} />
        </button>
    }
}

impl Board<'_> {
    /// The cards of a hand.
    pub fn hand_cards(&self, hand: &[Hidden<CardView>], mine: bool) -> Vec<Html> {
        let Board { lang, db, defs, sources, active_source, candidates, picks, on, .. } = *self;
        hand.iter().map(|h| match h {
            Hidden::Known(c) => {
                let Some(def) = defs.get(db, &c.number) else { return html! {} };
                let source = Source::Hand(c.id);
                html! {
                    <HandCard key={c.id.0} {def} id={c.id} {lang} {mine}
                              draggable={mine && sources.contains(&source)}
                              picked={active_source == Some(source)}
                              candidate={candidates.contains(&c.id)}
                              chosen={picks.contains(&c.id)}
                              on={on.clone()} />
                }
            }
            Hidden::Unknown => html! { <div class="card back" aria-hidden="true"></div> },
        }).collect()
    }
}
