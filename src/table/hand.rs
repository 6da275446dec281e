//! A hand on the board: the seat at the device's own cards (to drag, tap or pick) and the other
//! seat's as backs — or as faces with open hands and in a replay watched so. Only what the view
//! holds as `Known` is drawn.

use opcg_engine::{CardDef, CardView, Hidden};
use yew::prelude::*;

use super::board::{drop_attr, Board};
use super::card::CardFace;
use super::moves::{Source, Target};

impl Board<'_> {
    /// The cards of a hand.
    pub fn hand_cards(&self, hand: &[Hidden<CardView>], mine: bool) -> Vec<Html> {
        let Board { lang, db, sources, active_source, candidates, picks, on_tap, on_pointer_down, hover, .. } = *self;
        let def_of = |number: &str| -> Option<CardDef> { db.by_number(number).cloned() };
        hand.iter().map(|h| match h {
        Hidden::Known(c) => {
            let Some(def) = def_of(&c.number) else { return html! {} };
            let source = Source::Hand(c.id);
            let draggable = mine && sources.contains(&source);
            let class = classes!(
                "card",
                "in-hand",
                draggable.then_some("source"),
                (active_source == Some(source)).then_some("picked"),
                candidates.contains(&c.id).then_some("candidate"),
                picks.contains(&c.id).then_some("chosen"),
            );
            html! {
                <button type="button" {class} data-card={c.id.0.to_string()} data-number={c.number.clone()}
                        data-drop={drop_attr(Target::Card(c.id))} aria-label={crate::decks::display_name(&c.number, lang, &def.name)}
                        onpointerdown={on_pointer_down(mine.then_some(source), Some(c.number.clone()))}
                        onpointerenter={hover(c.number.clone(), c.id)}
                        onclick={on_tap(Some(Target::Card(c.id)), Some(source))}>
                    <CardFace def={def} {lang} />
                </button>
            }
        }
        Hidden::Unknown => html! { <div class="card back" aria-hidden="true"></div> },
        }).collect()
    }
}
